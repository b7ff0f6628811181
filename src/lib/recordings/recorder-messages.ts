import { formatDate } from '@/lib/i18n/format'

/** Texts of 'Record lecture' (issue 42); the issue's own words are quoted word for word. */
export const recorderMessages = {
  sourceName: (startedAt: number) =>
    `Lecture recording, ${formatDate(new Date(startedAt).toISOString())}`,
  microphoneRefused:
    'Studywise may not use your microphone. Allow the microphone for this site in your browser, then choose Record lecture again. Nothing else was changed.',
  noMicrophone:
    'No microphone was found. Connect one, then choose Record lecture again. Nothing else was changed.',
  cannotRecord: 'This browser cannot record sound. Upload a recording of the lecture instead.',
  autoStopped:
    'The recording reached 3 hours and stopped by itself. It is transcribed like any recording.',
  storageFailed:
    'The recording can no longer be saved on this device (it may be full): if this tab closes, the rest of it is lost.',
  unfinished: (startedAt: number) =>
    `A lecture recording from ${formatDate(new Date(startedAt).toISOString())} was not finished. It was kept on this device.`,
  recover: (recordedMs: number) => {
    const seconds = Math.round(recordedMs / 1000)
    const length = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
    return `Recover recording (${length})`
  },
} as const

/** The message for a failed start: the browser's error names what went wrong. */
export function recorderStartMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return recorderMessages.microphoneRefused
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return recorderMessages.noMicrophone
  return recorderMessages.cannotRecord
}
