import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reportFailure } from '@/lib/toast'
import { isBetter, type FitOutcome } from '../model/personal-parameters'
import type { Weights } from '@/entities/flashcard/scheduling'
import { fitInWorker } from './fit-in-worker'
import { flashcardDataMessages } from '@/entities/flashcard/flashcard-messages'
import {
  fetchPersonalParameters,
  fetchReviewLog,
  savePersonalParameters,
} from './personal-parameters-api'

/** The student's fitted FSRS parameters, read once and kept for the session. */
export const personalParametersKey = ['fsrs-parameters'] as const

/** The student's last fit; nothing is read when `enabled` is false (no account, unsaved guide). */
export function usePersonalParameters(enabled = true) {
  return useQuery({
    queryKey: personalParametersKey,
    queryFn: fetchPersonalParameters,
    enabled,
    staleTime: Infinity,
  })
}

/** The weights to schedule with: the student's own when they predict better, else the defaults. */
export function useSchedulingWeights(enabled = true): Weights | undefined {
  const fit = usePersonalParameters(enabled).data
  return fit && isBetter(fit) ? fit.weights : undefined
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
