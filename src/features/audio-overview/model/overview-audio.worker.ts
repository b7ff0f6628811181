/// <reference lib="webworker" />
import { overviewAudioFile } from './overview-audio-file'

/**
 * Makes an overview's one audio file off the page's main thread (overview-audio-file.ts): the
 * page sends the lines' audio, and hears how many lines are done, then the file.
 */
declare const self: DedicatedWorkerGlobalScope

export type ToAudioWorker = { lines: Blob[] }
export type FromAudioWorker =
  | { type: 'progress'; done: number }
  | { type: 'done'; bytes: ArrayBuffer; duration: number }
  | { type: 'failed'; message: string }

const post = (message: FromAudioWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer)

self.onmessage = ({ data }: MessageEvent<ToAudioWorker>) => {
  overviewAudioFile(data.lines, (done) => post({ type: 'progress', done })).then(
    ({ bytes, duration }) => post({ type: 'done', bytes, duration }, [bytes]),
    (error: unknown) =>
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  )
}
