import { Mic, Pause, Play, Square } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import type { LectureRecorder } from '@/lib/recordings/lecture-recorder'
import type { Take } from '@/lib/recordings/take-store'
import { timestamp } from '@/lib/source'
import { recorderMessages, recorderStartMessage } from '../model/recorder-messages'
import { RecoverRecordings } from './recover-recordings'

/**
 * 'Record lecture': the microphone recorded in the browser, with the elapsed time, a level meter,
 * Pause/Resume and 'Stop recording'. The finished recording is handed to the upload list (named
 * 'Lecture recording, <date>') and transcribed like an uploaded one; its take stays on this
 * device until then. The recorder and its store load only when a recording starts. Focus follows
 * the controls: to 'Stop recording' once recording starts, back to 'Record lecture' when it ends
 * (the group that held focus is gone), so a keyboard or screen-reader user is never left on the page.
 */
export function RecordLecture({
  disabled,
  onRecorded,
}: {
  disabled?: boolean
  /** A finished (or recovered) recording; `take` is discarded once it is transcribed. */
  onRecorded: (file: File, take: Take) => void
}) {
  const { t } = useTranslation()
  const [recorder, setRecorder] = useState<LectureRecorder | null>(null)
  const [starting, setStarting] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const startButton = useRef<HTMLButtonElement>(null)
  // Takes handed to the upload list stay on the device until transcribed: not 'unfinished'.
  const [handedOn] = useState(() => new Set<string>())
  const handOn = (file: File, take: Take) => {
    handedOn.add(take.id)
    onRecorded(file, take)
  }
  const wasRecording = useRef(false)
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (!recorder && wasRecording.current && focusLost) startButton.current?.focus()
    wasRecording.current = recorder !== null
  }, [recorder])
  // Leaving the page mid-recording ends it; its take stays, offered for recovery on return.
  useEffect(() => {
    if (!recorder) return
    return () => void recorder.stop()
  }, [recorder])

  async function start() {
    setMessage(null)
    setStarting(true)
    try {
      const { startLectureRecorder } = await import('@/lib/recordings/lecture-recorder')
      const started = await startLectureRecorder({
        name: recorderMessages.sourceName(Date.now()),
        onAutoStop: (file) => {
          setRecorder(null)
          setMessage({ tone: 'info', text: recorderMessages.autoStopped() })
          handOn(file, started.take)
        },
        onStorageFailed: () =>
          setMessage({ tone: 'error', text: recorderMessages.storageFailed() }),
      })
      setRecorder(started)
    } catch (error) {
      console.warn('Recording could not start', error)
      setMessage({ tone: 'error', text: recorderStartMessage(error) })
    } finally {
      setStarting(false)
    }
  }

  async function stop() {
    if (!recorder) return
    const file = await recorder.stop()
    setRecorder(null)
    handOn(file, recorder.take)
  }

  return (
    <div className="flex flex-col gap-3">
      {recorder ? (
        <Recording recorder={recorder} onStop={() => void stop()} />
      ) : (
        <div>
          <Button
            ref={startButton}
            variant="secondary"
            onClick={() => void start()}
            disabled={disabled}
            busy={starting}
          >
            <Mic className="h-4 w-4" aria-hidden="true" />
            {t('generation.record.start')}
          </Button>
        </div>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {recorder ? null : (
        <RecoverRecordings onRecovered={handOn} handedOn={handedOn} disabled={disabled} />
      )}
    </div>
  )
}

/** The recording in progress: elapsed time, level, Pause/Resume and 'Stop recording'. */
function Recording({ recorder, onStop }: { recorder: LectureRecorder; onStop: () => void }) {
  const { t } = useTranslation()
  const [, tick] = useState(0)
  const [stopping, setStopping] = useState(false)
  const stopButton = useRef<HTMLButtonElement>(null)
  useEffect(() => stopButton.current?.focus(), [])
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 250)
    return () => clearInterval(timer)
  }, [])
  const paused = recorder.paused()
  const level = paused ? 0 : recorder.level()

  return (
    <div
      role="group"
      aria-label={t('generation.record.group')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3"
    >
      <span className="text-sm font-medium text-rose-800">
        {paused ? t('generation.record.paused') : t('generation.record.recording')}{' '}
        <span
          role="timer"
          aria-label={t('generation.record.elapsed')}
          className="font-mono tabular-nums"
        >
          {timestamp(recorder.elapsedMs() / 1000)}
        </span>
      </span>
      <meter
        aria-label={t('generation.record.level')}
        min={0}
        max={1}
        value={level}
        className="h-3 w-28"
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (paused) recorder.resume()
          else recorder.pause()
          tick((n) => n + 1)
        }}
      >
        {paused ? (
          <Play className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Pause className="h-4 w-4" aria-hidden="true" />
        )}
        {paused ? t('generation.record.resume') : t('generation.record.pause')}
      </Button>
      <Button
        ref={stopButton}
        variant="danger"
        size="sm"
        busy={stopping}
        onClick={() => {
          setStopping(true)
          onStop()
        }}
      >
        <Square className="h-4 w-4" aria-hidden="true" />
        {t('generation.record.stop')}
      </Button>
    </div>
  )
}
