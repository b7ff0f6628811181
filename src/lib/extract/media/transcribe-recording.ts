import { ProviderError } from '@/lib/ai/provider-error'
import type { TranscriptionClient } from '@/lib/ai/transcription-client'
import { AppError, type ShownMessage } from '@/lib/errors'
import { timestamp, type SourcePassage } from '@/lib/source'
import { extractMessages } from '../extract-messages'
import { mediaWarnings } from './media-messages'
import { readerError } from '../reader-error'
import { recordingChunks } from './recording-chunks'
import {
  createTranscriptionJob,
  type TranscriptionJob,
  type TranscriptionOutcome,
  type TranscriptionProgress,
} from './transcribe-chunks'
import { transcriptPassages, transcriptText } from './transcript-passages'

/**
 * A recording's transcript as the guide's source: decoded and cut in a worker, its chunks sent to
 * the provider a few at a time, their words merged and grouped into passages anchored by time.
 * A chunk that keeps failing is named by its span, and `retry` sends only the failed ones again.
 */

export type RecordingTranscript =
  | { status: 'done'; content: string; passages: SourcePassage[] }
  | {
      status: 'failed'
      message: ShownMessage
      cause: unknown
      retry: () => Promise<RecordingTranscript>
    }

export interface TranscribeRecordingOptions {
  client: TranscriptionClient
  signal?: AbortSignal
  onProgress?: (progress: TranscriptionProgress) => void
  /** Chunks in flight at once; default 3. */
  concurrency?: number
}

function settled(
  file: File,
  job: TranscriptionJob,
  outcome: TranscriptionOutcome,
): RecordingTranscript {
  if (outcome.status === 'failed') {
    const spans = outcome.spans.map(({ start, end }) => `${timestamp(start)}–${timestamp(end)}`)
    return {
      status: 'failed',
      message: mediaWarnings.spanFailed(spans),
      cause: outcome.cause,
      retry: async () => settled(file, job, await job.retry()),
    }
  }
  const passages = transcriptPassages(outcome.words)
  if (passages.length === 0) throw readerError('nothingHeard', [file.name])
  return { status: 'done', content: transcriptText(passages), passages }
}

export async function transcribeRecording(
  file: File,
  options: TranscribeRecordingOptions,
): Promise<RecordingTranscript> {
  const { duration, chunks } = await recordingChunks(file, options.signal)
  const job = createTranscriptionJob({
    client: options.client,
    chunks,
    durationSeconds: duration,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  })
  try {
    return settled(file, job, await job.run())
  } catch (error) {
    if (options.signal?.aborted || (error instanceof ProviderError && error.failure === 'aborted'))
      throw new AppError('aborted', extractMessages.cancelled, { cause: error })
    throw error
  }
}
