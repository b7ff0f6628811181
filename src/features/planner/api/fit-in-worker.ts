import { fitToLog, type FitOutcome, type LoggedReview } from '../model/personal-parameters'

/**
 * Fits the student's FSRS parameters in a worker of its own (about a second of arithmetic for a
 * few thousand reviews), let go when it answers. Where there is no Worker (tests in jsdom), the
 * fit runs here.
 */
export function fitInWorker(reviews: LoggedReview[]): Promise<FitOutcome> {
  if (typeof window === 'undefined' || typeof Worker !== 'function') {
    return Promise.resolve(fitToLog(reviews))
  }
  const worker = new Worker(new URL('../model/fit.worker.ts', import.meta.url), {
    type: 'module',
    name: 'studywise-fsrs-fit',
  })
  return new Promise<FitOutcome>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<FitOutcome>) => resolve(data)
    worker.onerror = (event) => {
      event.preventDefault()
      reject(new Error(event.message || 'The fitting worker failed'))
    }
    worker.postMessage(reviews)
  }).finally(() => worker.terminate())
}
