import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { downloadFileName, saveBlob } from '@/lib/save-file'
import type { SpeechClips } from '../model/speech-clips'

const BROWSER_VOICES_CANNOT_BE_RECORDED =
  'The voices of this browser cannot be recorded, so there is no file to download. With an AI provider, its voices can be downloaded.'

type Progress =
  | { step: 'idle' }
  | { step: 'speaking'; done: number }
  | { step: 'encoding'; done: number }
  | { step: 'saved' }
  | { step: 'failed' }
  | { step: 'explained' }

function progressText(progress: Progress, lines: number): string {
  switch (progress.step) {
    case 'speaking':
      return `Preparing the audio: ${progress.done} of ${lines} lines spoken…`
    case 'encoding':
      return `Making the file: ${progress.done} of ${lines} lines…`
    case 'saved':
      return 'The audio file is downloaded.'
    default:
      return ''
  }
}

/**
 * 'Download audio': every line of the overview as the provider speaks it (lines already played
 * are not asked for again), made into one MP3 in a worker (encode-overview-audio.ts, loaded on
 * the click). With the browser's voices there is no audio to save: the button says so.
 */
export function DownloadAudioButton({
  clips,
  title,
}: {
  clips: SpeechClips | null
  title: string
}) {
  const [progress, setProgress] = useState<Progress>({ step: 'idle' })
  const stopped = useRef<AbortController | null>(null)
  useEffect(() => () => stopped.current?.abort(), [])
  const busy = progress.step === 'speaking' || progress.step === 'encoding'

  async function download() {
    if (!clips) {
      setProgress({ step: 'explained' })
      return
    }
    const controller = new AbortController()
    stopped.current = controller
    try {
      setProgress({ step: 'speaking', done: 0 })
      const lines = await clips.all((done) => setProgress({ step: 'speaking', done }))
      setProgress({ step: 'encoding', done: 0 })
      const { encodeOverviewAudio } = await import('../model/encode-overview-audio')
      const { file } = await encodeOverviewAudio(lines, {
        signal: controller.signal,
        onLine: (done) => setProgress({ step: 'encoding', done }),
      })
      if (controller.signal.aborted) return
      saveBlob(downloadFileName(title, 'mp3'), file)
      setProgress({ step: 'saved' })
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn('The audio file could not be made', error)
      setProgress({ step: 'failed' })
    }
  }

  const text = progressText(progress, clips?.count ?? 0)
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void download()}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Download audio
      </Button>
      <p role="status" className="text-xs text-slate-600">
        {text}
      </p>
      {progress.step === 'explained' ? (
        <Alert tone="info">{BROWSER_VOICES_CANNOT_BE_RECORDED}</Alert>
      ) : null}
      {progress.step === 'failed' ? (
        <Alert tone="error">The audio file could not be made. Please try again.</Alert>
      ) : null}
    </div>
  )
}
