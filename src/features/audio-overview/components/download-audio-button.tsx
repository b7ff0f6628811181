import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { downloadFileName, saveBlob } from '@/lib/save-file'
import type { SpeechClips } from '../model/speech-clips'

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
      return translate('audio.speaking', { done: progress.done, lines })
    case 'encoding':
      return translate('audio.encoding', { done: progress.done, lines })
    case 'saved':
      return translate('audio.saved')
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
  const { t } = useTranslation()
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
        {t('audio.download')}
      </Button>
      <p role="status" className="text-xs text-slate-600">
        {text}
      </p>
      {progress.step === 'explained' ? <Alert tone="info">{t('audio.browserVoices')}</Alert> : null}
      {progress.step === 'failed' ? <Alert tone="error">{t('audio.downloadFailed')}</Alert> : null}
    </div>
  )
}
