import type { Dispatch } from 'react'
import { AppError, messageOf, specMessage, type ShownMessage } from '@/lib/errors'
import { mediaMessages, mediaWarnings } from '@/lib/extract/media/media-messages'
import type { RecordingTranscript } from '@/lib/extract/media/transcribe-recording'
import { recordingsRemovedMessage } from '@/lib/recordings/eviction'
import type { SourcePassage } from '@/lib/source'
import { toast } from '@/lib/toast'
import type { FileListAction } from '../model/file-list'

/**
 * A recording in the upload list: transcribed by the provider (the transcript is the file's text),
 * or left in the list, stalled, when it cannot be yet: with no provider ('Transcribing a
 * recording needs an AI provider with speech-to-text.') or with a part that failed (its span
 * named); Retry starts it again, or sends only the failed parts. A transcribed recording's file is
 * kept on this device, keyed by its transcript, so its citations can play it.
 */

export interface RecordingReading {
  done: Promise<void>
  controller: AbortController
  read?: { content: string; passages: SourcePassage[] }
  /** Set while stalled. */
  retry?: () => void
}

interface Callbacks {
  dispatch: Dispatch<FileListAction>
  /** The file could not be read at all: it leaves the list with this message. */
  onFailed: (message: ShownMessage) => void
  /** The transcript is done (a recorded lecture's take may then go). */
  onTranscribed?: () => void
}

export function readRecording(
  id: string,
  file: File,
  reading: RecordingReading,
  callbacks: Callbacks,
) {
  const { dispatch } = callbacks
  const signal = reading.controller.signal

  const start = async (): Promise<RecordingTranscript> => {
    // Both load with the first recording: the AI engine (the OpenAI SDK, zod) and the media
    // worker are no part of the landing page's upload area.
    const [{ getTranscriptionClient }, { transcribeRecording }] = await Promise.all([
      import('@/study-engine/transcription'),
      import('@/lib/extract/media/transcribe-recording'),
    ])
    const client = getTranscriptionClient()
    if (!client) throw new AppError('file', mediaMessages.needsProvider, { code: 'needs_provider' })
    return transcribeRecording(file, {
      client,
      signal,
      onProgress: ({ minute, minutes }) =>
        dispatch({
          type: 'progress',
          id,
          progress: { done: minute, total: minutes, stage: 'transcribing' },
        }),
    })
  }

  const attempt = (run: () => Promise<RecordingTranscript>) => {
    reading.retry = undefined
    reading.done = run().then(
      (result) => {
        if (result.status === 'done') {
          reading.read = { content: result.content, passages: result.passages }
          keepOnThisDevice(result.passages, file)
          callbacks.onTranscribed?.()
          dispatch({ type: 'read', id, content: result.content, warnings: [] })
          return
        }
        stall(result.message, result.retry)
      },
      (error: unknown) => {
        if (signal.aborted) return
        if (error instanceof AppError && error.code === 'needs_provider') {
          stall(mediaWarnings.needsProvider, start)
          return
        }
        dispatch({ type: 'removed', id })
        callbacks.onFailed(messageOf(error, specMessage('fileProcessFailed', file.name)))
      },
    )
  }

  const stall = (message: ShownMessage, again: () => Promise<RecordingTranscript>) => {
    dispatch({ type: 'stalled', id, message })
    reading.retry = () => {
      dispatch({ type: 'retried', id })
      attempt(again)
    }
  }

  attempt(start)
}

/**
 * The recording stays on this device for 'Play from 12:34' (the database keeps only its words);
 * older ones removed to make room are named to the student.
 */
function keepOnThisDevice(passages: SourcePassage[], file: File) {
  void import('@/lib/recordings/kept-recordings')
    .then(({ keepRecording }) => keepRecording(passages, file))
    .then((evicted) => {
      if (evicted.length > 0) toast.info(recordingsRemovedMessage(evicted))
    })
}
