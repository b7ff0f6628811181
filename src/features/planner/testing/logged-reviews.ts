import { sql, type Account } from '@/testing/backend-fixtures'
import type { simulatedReviewLog } from './study-simulation'

/** Writes a review log as flashcard_reviews rows of one of the student's sets. */
export async function logReviews(
  owner: Account,
  setId: string,
  reviews: ReturnType<typeof simulatedReviewLog>,
): Promise<void> {
  await sql(
    `insert into public.flashcard_reviews
       (user_id, flashcard_set_id, card_id, rating, reviewed_at, elapsed_days, state)
     select $1, $2, r.card_id, r.rating, r.reviewed_at, 0, 0
       from jsonb_to_recordset($3::jsonb) as r(card_id text, rating smallint, reviewed_at timestamptz)`,
    [
      owner.id,
      setId,
      JSON.stringify(
        reviews.map((review) => ({
          card_id: `card_${review.cardId}`,
          rating: review.grade,
          reviewed_at: review.reviewedAt,
        })),
      ),
    ],
  )
}
