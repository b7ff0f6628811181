import { learnedMemory } from './memory-model'
import {
  fitToLog,
  type FitOutcome,
  type LoggedReview,
  type ParameterFit,
} from './personal-parameters'

/** The fit's figures the planner's model is learnt under (a stored fit carries more). */
export type FitFigures = Pick<ParameterFit, 'weights' | 'logLoss' | 'defaultLogLoss'>

/** The student's memory as learnt from their log: what the planner schedules and forecasts with. */
export type LearnedFromLog = ReturnType<typeof learnedMemory>

/**
 * What the memory worker (memory.worker.ts) is asked to work out over a student's review log:
 * a fit of FSRS's weights ('Fit to my reviews'), or the model the planner learns (the scales'
 * search over the whole log: tens of milliseconds for 1,000 reviews on a slow phone, too long
 * for a task of the page).
 */
export type MemoryJob =
  | { kind: 'fit'; reviews: readonly LoggedReview[] }
  | { kind: 'learn'; reviews: readonly LoggedReview[]; fit: FitFigures | null | undefined }

export type MemoryJobResult<Job extends MemoryJob> = Job extends { kind: 'fit' }
  ? FitOutcome
  : LearnedFromLog

/** The job's answer, worked out here (in the worker, or where no worker can start). */
export function runMemoryJob<Job extends MemoryJob>(job: Job): MemoryJobResult<Job> {
  return (
    job.kind === 'fit' ? fitToLog(job.reviews) : learnedMemory(job.reviews, job.fit)
  ) as MemoryJobResult<Job>
}
