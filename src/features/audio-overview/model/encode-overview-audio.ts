import type { FromAudioWorker, ToAudioWorker } from './overview-audio.worker'

/**
 * The page's side of overview-audio.worker.ts: the lines' audio in, one MP3 out. The worker
 * (and mediabunny with its encoder) is loaded only when a student asks for the file, and ends
 * with it; aborting ends it at once.
 */
export function encodeOverviewAudio(
  lines: Blob[],
  options: { onLine?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<{ file: Blob; duration: number }> {
  const worker = new Worker(new URL('./overview-audio.worker.ts', import.meta.url), {
    type: 'module',
    name: 'studywise-overview-audio',
  })
  return new Promise<{ file: Blob; duration: number }>((resolve, reject) => {
    const abort = () => reject(new DOMException('The download was stopped', 'AbortError'))
    if (options.signal?.aborted) return abort()
    options.signal?.addEventListener('abort', abort, { once: true })
    worker.onerror = (event) => reject(new Error(event.message || 'The audio could not be made'))
    worker.onmessage = ({ data }: MessageEvent<FromAudioWorker>) => {
      if (data.type === 'progress') options.onLine?.(data.done)
      else if (data.type === 'failed') reject(new Error(data.message))
      else
        resolve({ file: new Blob([data.bytes], { type: 'audio/mpeg' }), duration: data.duration })
    }
    worker.postMessage({ lines } satisfies ToAudioWorker)
  }).finally(() => worker.terminate())
}
