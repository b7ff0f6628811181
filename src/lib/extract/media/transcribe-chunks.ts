import { ProviderError } from '@/lib/ai/provider-error'
import { isTransientFailure, type TranscriptionClient } from '@/lib/ai/transcription-client'
import { mergeChunks, type MergeBoundary } from './merge-overlap'
import { chunkWords, type ChunkWords, type TimedWord } from './transcript-words'

/**
 * A recording's chunks sent to the provider a few at a time. Chunks are pulled from `chunks`
 * only when a slot is free, so the decoder never runs far ahead of the uploads (the audio in
 * memory stays a few chunks). A chunk is retried on transient failures; one that still fails is
 * kept with its span, and `retry()` sends only those again, keeping what the others gave.
 */

export interface AudioChunk {
  index: number
  /** Seconds in the recording. */
  start: number
  end: number
  audio: Blob
  /** How this chunk meets the one before it (absent for the first). */
  boundary?: MergeBoundary
}

export interface TranscriptionProgress {
  /** The minute being transcribed, of the recording's (the upload list's 'Transcribing minute 3 of 47'). */
  minute: number
  minutes: number
}

export type TranscriptionOutcome =
  | { status: 'done'; words: TimedWord[] }
  | { status: 'failed'; spans: { start: number; end: number }[]; cause: unknown }

export interface TranscriptionJobOptions {
  client: TranscriptionClient
  chunks: AsyncIterable<AudioChunk>
  durationSeconds: number
  /** Chunks in flight at once; default 3. */
  concurrency?: number
  /** Further attempts after a transient failure; default 2. */
  retries?: number
  /** Pause before retry n (1-based); default 1 s, 3 s, 9 s… */
  backoffMs?: (attempt: number) => number
  signal?: AbortSignal
  onProgress?: (progress: TranscriptionProgress) => void
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

export function createTranscriptionJob(options: TranscriptionJobOptions) {
  const concurrency = options.concurrency ?? 3
  const retries = options.retries ?? 2
  const backoff = options.backoffMs ?? ((attempt: number) => 1000 * 3 ** (attempt - 1))
  const done = new Map<number, ChunkWords>()
  const boundaries = new Map<number, MergeBoundary>()
  const failed = new Map<number, AudioChunk>()
  let lastCause: unknown
  let transcribedSeconds = 0
  const minutes = Math.max(1, Math.ceil(options.durationSeconds / 60))

  const report = () =>
    options.onProgress?.({
      minute: Math.min(minutes, Math.floor(transcribedSeconds / 60) + 1),
      minutes,
    })

  async function send(chunk: AudioChunk): Promise<void> {
    const name = `chunk-${chunk.index + 1}.wav`
    for (let attempt = 0; ; attempt++) {
      try {
        const transcription = await options.client.transcribe(chunk.audio, name, options.signal)
        done.set(chunk.index, chunkWords(transcription, chunk))
        failed.delete(chunk.index)
        transcribedSeconds += chunk.end - chunk.start - (chunk.boundary?.overlap ?? 0) * 2
        report()
        return
      } catch (error) {
        if (options.signal?.aborted) throw error
        if (attempt < retries && isTransientFailure(error)) {
          await wait(backoff(attempt + 1), options.signal)
          continue
        }
        lastCause = error
        failed.set(chunk.index, chunk)
        return
      }
    }
  }

  /** Runs `chunks` with at most `concurrency` in flight, pulling the next only when one is free. */
  async function runAll(chunks: AsyncIterable<AudioChunk>): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    for await (const chunk of chunks) {
      if (chunk.boundary) boundaries.set(chunk.index, chunk.boundary)
      const task: Promise<void> = send(chunk).finally(() => inFlight.delete(task))
      inFlight.add(task)
      if (inFlight.size >= concurrency) await Promise.race(inFlight)
      if (options.signal?.aborted) break
    }
    await Promise.all(inFlight)
  }

  function outcome(): TranscriptionOutcome {
    if (options.signal?.aborted) throw new ProviderError('aborted', 'Transcription cancelled')
    if (failed.size > 0) {
      const spans = [...failed.values()]
        .sort((x, y) => x.index - y.index)
        .map(({ start, end }) => ({ start, end }))
      return { status: 'failed', spans, cause: lastCause }
    }
    const indexes = [...done.keys()].sort((x, y) => x - y)
    const chunks = indexes.map((index) => done.get(index) as ChunkWords)
    const between = indexes.slice(1).map((index) => boundaries.get(index) as MergeBoundary)
    return { status: 'done', words: mergeChunks(chunks, between) }
  }

  return {
    async run(): Promise<TranscriptionOutcome> {
      report()
      await runAll(options.chunks)
      return outcome()
    },
    /** Sends the failed chunks again (only them). */
    async retry(): Promise<TranscriptionOutcome> {
      const again = [...failed.values()]
      async function* replay() {
        yield* again
      }
      await runAll(replay())
      return outcome()
    },
  }
}

export type TranscriptionJob = ReturnType<typeof createTranscriptionJob>
