import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import { reportFailure } from '@/lib/report-failure'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import type { MemoryModel } from '@/entities/flashcard/scheduling'
import { flashcardDataMessages } from '@/entities/flashcard/flashcard-messages'
import { reviewLogKey } from '@/entities/flashcard/flashcards-api'
import { learnedSchedule, type Calibration } from '../model/memory-model'
import { isBetter, type FitOutcome, type LoggedReview } from '../model/personal-parameters'
import { fitInWorker, learnInWorker } from './memory-in-worker'
import {
  fetchPersonalParameters,
  fetchReviewLog,
  savePersonalParameters,
} from './personal-parameters-api'

/** The stored fit as the memory model panel shows it. */
export type { StoredFit } from './personal-parameters-api'

/** The student's fitted FSRS parameters, read once and kept for the session. */
export const personalParametersKey = ['fsrs-parameters'] as const

export function personalParametersQuery() {
  return queryOptions({
    queryKey: personalParametersKey,
    queryFn: fetchPersonalParameters,
    staleTime: Infinity,
  })
}

/** The student's last fit; nothing is read when `enabled` is false (no account, unsaved guide). */
export function usePersonalParameters(enabled = true) {
  return useQuery({ ...personalParametersQuery(), enabled })
}

export function reviewLogQuery() {
  return queryOptions({ queryKey: reviewLogKey, queryFn: fetchReviewLog })
}

export function useReviewLog(enabled = true) {
  return useQuery({ ...reviewLogQuery(), enabled })
}

export interface LearnedMemory {
  /** What the planner schedules and forecasts with (undefined: FSRS-6's defaults as they are). */
  model: MemoryModel | undefined
  /** How the weights in use predicted the student's recent reviews (null: none scored yet). */
  calibration: Calibration | null
  /** The sets with their card states replayed under the model's weights. */
  learned: (sets: readonly FlashcardSet[]) => FlashcardSet[]
}

/** The model learnt from the log, a query of its own so the screens showing it share one run. */
export const learnedMemoryKey = ['learned-memory'] as const

/**
 * The student's memory as the planner knows it (model/memory-model.ts): their fit when it
 * predicts better, and the stability scale their review log calls for. The model is learnt from
 * the log in a worker (learnInWorker), once for every screen showing it, not in a render: over
 * 1,000 reviews it took 86–94 ms of a slow phone's main thread, right after a sync read the log
 * again (issue 43: no task over 50 ms). Until the log has loaded and the model is learnt, the
 * fit alone; when the log is read again, the model learnt from the log before until the new one
 * is ready.
 */
export function useMemoryModel(enabled = true): LearnedMemory {
  const fitQuery = usePersonalParameters(enabled)
  const logQuery = useReviewLog(enabled)
  const fit = fitQuery.data
  const log = logQuery.data
  const learnt = useQuery({
    // Each read of the fit and of the log is learnt from once (their data are in the closure).
    queryKey: [...learnedMemoryKey, fitQuery.dataUpdatedAt, logQuery.dataUpdatedAt],
    queryFn: () => learnInWorker(log ?? [], fit),
    enabled: log !== undefined,
    // Arithmetic on the device: it runs offline as well.
    networkMode: 'always',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  }).data
  return useMemo(() => {
    const weights = fit && isBetter(fit) ? fit.weights : undefined
    const reviews: readonly LoggedReview[] = log ?? []
    const { model, calibration } = learnt ?? {
      model: weights ? { weights } : undefined,
      calibration: null,
    }
    return {
      model,
      calibration,
      learned: (sets) =>
        sets.map((set) => ({ ...set, schedule: learnedSchedule(set, reviews, model) })),
    }
  }, [fit, log, learnt])
}

/** Reads the whole review log, fits it in a worker and keeps the fit (when there is one). */
export function useFitParameters() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<FitOutcome> => {
      const outcome = await fitInWorker(await fetchReviewLog())
      if (outcome.kind === 'fitted') await savePersonalParameters(outcome.fit)
      return outcome
    },
    onError: reportFailure(flashcardDataMessages.saveParameters),
    onSuccess: () => client.invalidateQueries({ queryKey: personalParametersKey }),
  })
}
