import { fetchAllRows } from '@/lib/all-rows'
import { AppError } from '@/lib/errors'
import { mapInSlices } from '@/lib/map-in-slices'
import { supabase } from '@/lib/supabase'
import type { Grade } from 'ts-fsrs'
import type { LoggedReview, ParameterFit } from '../model/personal-parameters'
import { flashcardDataMessages } from '@/entities/flashcard/flashcard-messages'

/** flashcard_reviews (the log the fit learns from) and fsrs_parameters (the fit). */

export interface StoredFit extends ParameterFit {
  fittedAt: string
}

/** Every review the student has made, oldest first. */
export async function fetchReviewLog(): Promise<LoggedReview[]> {
  const { data, error } = await fetchAllRows(
    (from, to) =>
      supabase
        .from('flashcard_reviews')
        .select('id,flashcard_set_id,card_id,rating,reviewed_at,cram', { count: 'exact' })
        .order('reviewed_at')
        .order('id')
        .range(from, to),
    (row) => row.id,
  )
  if (error || !data) {
    throw new AppError('data', flashcardDataMessages.fetchReviews, { cause: error })
  }
  // Read again after each sync, a thousand reviews and more: mapped a slice per task.
  return mapInSlices(data, (row) => ({
    setId: row.flashcard_set_id,
    cardId: row.card_id,
    grade: row.rating as Grade,
    reviewedAt: row.reviewed_at,
    ...(row.cram ? { cram: true } : {}),
  }))
}

function isWeights(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === 21 && value.every(Number.isFinite)
}

/** The student's last fit, if any. */
export async function fetchPersonalParameters(): Promise<StoredFit | null> {
  const { data, error } = await supabase
    .from('fsrs_parameters')
    .select('weights,log_loss,default_log_loss,review_count,fitted_at')
    .maybeSingle()
  if (error) throw new AppError('data', flashcardDataMessages.fetchParameters, { cause: error })
  if (!data || !isWeights(data.weights)) return null
  return {
    weights: data.weights,
    logLoss: data.log_loss,
    defaultLogLoss: data.default_log_loss,
    reviewCount: data.review_count,
    fittedAt: data.fitted_at,
  }
}

/** Keeps a new fit in place of the last one. */
export async function savePersonalParameters(fit: ParameterFit): Promise<void> {
  const { error } = await supabase.from('fsrs_parameters').upsert(
    {
      weights: fit.weights,
      log_loss: fit.logLoss,
      default_log_loss: fit.defaultLogLoss,
      review_count: fit.reviewCount,
      fitted_at: new Date().toISOString(),
    },
    { onConflict: 'user_id' },
  )
  if (error) throw new AppError('data', flashcardDataMessages.saveParameters, { cause: error })
}
