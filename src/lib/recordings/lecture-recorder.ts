import { newId } from '@/lib/new-id'
import { MAX_RECORDING_SECONDS } from '@/lib/extract/media/media-kind'
import { appendChunk, startTake, takeFile, type Take } from './take-store'

/**
 * A lecture recorded from the microphone (MediaRecorder): a chunk every CHUNK_MS is written to
 * IndexedDB as it arrives (take-store.ts), so at most that much is lost if the tab goes. The
 * elapsed time leaves out pauses; at MAX_RECORDING_SECONDS the recording stops itself.
 */
export const CHUNK_MS = 2000
const MAX_MS = MAX_RECORDING_SECONDS * 1000
const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
]

export interface LectureRecorder {
  readonly take: Take
  elapsedMs(): number
  /** The microphone's loudness now, 0–1, for the level meter. */
  level(): number
  paused(): boolean
  pause(): void
  resume(): void
  /** Ends the recording; resolves with its file once every chunk is written. */
  stop(): Promise<File>
}

export interface RecorderOptions {
  /** The file's name: the source's name ('Lecture recording, Nov 28, 2026'). */
  name: string
  /** It reached MAX_RECORDING_SECONDS and stopped by itself; `file` is the recording. */
  onAutoStop?: (file: File) => void
  /** A chunk could not be written (a full disk): the recording goes on, in memory only. */
  onStorageFailed?: (error: unknown) => void
}

/** Asks for the microphone; a refusal rejects with the browser's error (NotAllowedError…). */
export async function startLectureRecorder(options: RecorderOptions): Promise<LectureRecorder> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? ''
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {})
  const take = await startTake(newId(), recorder.mimeType || mimeType || 'audio/webm')
  const meter = levelMeter(stream)

  let recordedBefore = 0
  let runningSince: number | null = performance.now()
  const elapsedMs = () =>
    recordedBefore + (runningSince === null ? 0 : performance.now() - runningSince)

  let seq = 0
  let writes: Promise<void> = Promise.resolve()
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return
    const n = seq++
    const recordedMs = elapsedMs()
    writes = writes.then(() =>
      appendChunk(take, n, event.data, recordedMs).catch((error: unknown) =>
        options.onStorageFailed?.(error),
      ),
    )
  }

  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()))
  let finishing: Promise<File> | null = null
  const stop = () => {
    finishing ??= (async () => {
      clearInterval(watch)
      if (recorder.state !== 'inactive') recorder.stop()
      await stopped
      await writes
      for (const track of stream.getTracks()) track.stop()
      meter.close()
      return takeFile(take, options.name)
    })()
    return finishing
  }

  const watch = setInterval(() => {
    if (elapsedMs() >= MAX_MS) void stop().then((file) => options.onAutoStop?.(file))
  }, 1000)

  recorder.start(CHUNK_MS)
  return {
    take,
    elapsedMs,
    level: meter.level,
    paused: () => recorder.state === 'paused',
    pause() {
      if (recorder.state !== 'recording' || runningSince === null) return
      recorder.pause()
      recordedBefore += performance.now() - runningSince
      runningSince = null
    },
    resume() {
      if (recorder.state !== 'paused') return
      recorder.resume()
      runningSince = performance.now()
    },
    stop,
  }
}

/** The stream's loudness (RMS of the latest samples, scaled so speech fills most of the bar). */
function levelMeter(stream: MediaStream): { level: () => number; close: () => void } {
  const context = new AudioContext()
  const analyser = context.createAnalyser()
  analyser.fftSize = 1024
  context.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  return {
    level() {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      return Math.min(1, Math.sqrt(sum / samples.length) * 4)
    },
    close: () => void context.close(),
  }
}
