import type { FitOutcome, LoggedReview } from '../model/personal-parameters'
import {
  runMemoryJob,
  type FitFigures,
  type LearnedFromLog,
  type MemoryJob,
  type MemoryJobResult,
} from '../model/memory-job'

/**
 * Runs a memory job in a worker of its own, let go when it answers. Where there is no Worker
 * (tests in jsdom), the job runs here; so it does when the worker cannot start (its script not
 * cached yet and no connection): the page then waits for it rather than going without.
 */
export function memoryInWorker<Job extends MemoryJob>(job: Job): Promise<MemoryJobResult<Job>> {
  if (typeof window === 'undefined' || typeof Worker !== 'function') {
    return Promise.resolve(runMemoryJob(job))
  }
  const worker = new Worker(new URL('../model/memory.worker.ts', import.meta.url), {
    type: 'module',
    name: 'studywise-memory-model',
  })
  return new Promise<MemoryJobResult<Job>>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<MemoryJobResult<Job>>) => resolve(data)
    worker.onerror = (event) => {
      event.preventDefault()
      if (job.kind === 'learn') resolve(runMemoryJob(job))
      else reject(new Error(event.message || 'The memory worker failed'))
    }
    worker.postMessage(job)
  }).finally(() => worker.terminate())
}

/** Fits the student's FSRS parameters (about a second of arithmetic for a few thousand reviews). */
export function fitInWorker(reviews: readonly LoggedReview[]): Promise<FitOutcome> {
  return memoryInWorker({ kind: 'fit', reviews })
}

/** The planner's model learnt from the student's log (memory-model.ts learnedMemory). */
export function learnInWorker(
  reviews: readonly LoggedReview[],
  fit: FitFigures | null | undefined,
): Promise<LearnedFromLog> {
  return memoryInWorker({ kind: 'learn', reviews, fit })
}
