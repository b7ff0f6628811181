import { examTarget, gradeFor, reviewCard, type CardSchedule } from './scheduling'
import { replayReviews, type LoggedReview } from './replay-reviews'
import type { Difficulty } from '@/study-engine/types'

const exam = { guideId: 'g', examDate: '2026-12-20', targetRecall: 0.9 }

function logged(rating: Difficulty, at: string, cram = false): LoggedReview {
  return { card_id: 'c', rating: gradeFor(rating), reviewed_at: at, cram }
}

/** The card reviewed on one device, one review after the other (the reference). */
function inOrder(reviews: [Difficulty, string][]) {
  let state: CardSchedule | undefined
  for (const [rating, at] of reviews) {
    const now = new Date(at)
    state = reviewCard(state, rating, now, examTarget(exam, now))
  }
  return state
}

describe('replaying a card’s reviews from two devices', () => {
  const phone = logged('hard', '2026-11-21T08:00:00.000Z')
  const laptop = logged('easy', '2026-11-22T19:30:00.000Z')
  const later = logged('medium', '2026-11-25T12:00:00.000Z')

  it('gives the state of the reviews in time order, whatever order the log holds them in', () => {
    const reference = inOrder([
      ['hard', phone.reviewed_at],
      ['easy', laptop.reviewed_at],
      ['medium', later.reviewed_at],
    ])
    for (const log of [
      [phone, laptop, later],
      [later, laptop, phone],
      [laptop, phone, later],
    ]) {
      expect(replayReviews(undefined, log, exam)).toEqual({ schedule: reference, reviews: 3 })
    }
    // Not the state of the last review alone, nor of another order.
    expect(reference).not.toEqual(inOrder([['medium', later.reviewed_at]]))
  })

  it('starts from the device’s state before its session, and reads only the reviews after it', () => {
    const base = inOrder([['hard', phone.reviewed_at]])
    expect(replayReviews(base, [phone, laptop, later], exam)).toEqual({
      schedule: inOrder([
        ['hard', phone.reviewed_at],
        ['easy', laptop.reviewed_at],
        ['medium', later.reviewed_at],
      ]),
      reviews: 2,
    })
    expect(replayReviews(base, [phone], exam)).toBeUndefined()
  })

  it('leaves cram reviews out, as they never move a schedule', () => {
    const cram = logged('hard', '2026-11-23T10:00:00.000Z', true)
    expect(replayReviews(undefined, [phone, cram, laptop], exam)).toEqual({
      schedule: inOrder([
        ['hard', phone.reviewed_at],
        ['easy', laptop.reviewed_at],
      ]),
      reviews: 2,
    })
  })
})
