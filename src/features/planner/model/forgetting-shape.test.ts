import { default_w, Rating } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { reviewCard, type CardSchedule } from '@/entities/flashcard/scheduling'
import { createRng } from '@/lib/prng'
import type { Student } from '../testing/exam-simulation'
import { fittedShape, shapedRecall, type ScoredGap } from './forgetting-shape'
import { learnedModel } from './memory-model'
import type { LoggedReview } from './personal-parameters'
import { forecastRecall } from './recall-by-gap'

const FSRS_DECAY = default_w[20]!
const FOLDER = new URL('../../../../bench/students/', import.meta.url)
const START = new Date('2026-01-05T18:00:00Z')
const DAY_MS = 86_400_000

/** 3,000 reviews of cards of stability 1–2 days after 1–14 days, recalled by `truth`. */
function reviewsOf(truth: (elapsed: number, stability: number) => number): ScoredGap[] {
  const draw = createRng(7)
  return Array.from({ length: 3_000 }, () => {
    const stability = 1 + draw()
    const elapsed = 1 + Math.floor(14 * draw())
    return { elapsed, stability, recalled: draw() < truth(elapsed, stability) }
  })
}

describe('the shape of forgetting fitted to the student’s reviews', () => {
  it('keeps FSRS’s curve for a student whose memory is FSRS’s, and with no reviews', () => {
    const fsrs = { kind: 'power' as const, decay: FSRS_DECAY, scale: 1 }
    expect(
      fittedShape(
        reviewsOf((t, s) => shapedRecall(fsrs, t, s)),
        FSRS_DECAY,
      ),
    ).toBeNull()
    expect(fittedShape([], FSRS_DECAY)).toBeNull()
  })

  it('picks an exponential toward its floor for a student drawn from one', () => {
    const floor = { kind: 'floor' as const, floor: 0.2, scale: 1 }
    const shape = fittedShape(
      reviewsOf((t, s) => shapedRecall(floor, t, s)),
      FSRS_DECAY,
    )
    expect(shape?.kind).toBe('floor')
    // Ten stabilities on, the fitted shape keeps what the student keeps, not FSRS's 58 %.
    expect(shapedRecall(shape!, 10, 1)).toBeCloseTo(shapedRecall(floor, 10, 1), 1)
  })

  it('picks a steeper power curve for a student drawn from one', () => {
    const steep = { kind: 'power' as const, decay: 0.8, scale: 1 }
    const shape = fittedShape(
      reviewsOf((t, s) => shapedRecall(steep, t, s)),
      FSRS_DECAY,
    )
    expect(shape?.kind).toBe('power')
    expect(shape?.kind === 'power' && shape.decay).toBeGreaterThanOrEqual(0.5)
  })
})

/**
 * A student’s log: `cards` cards first studied on day 0, each reviewed after gaps of 1–10 days
 * until day 30, rated medium when recalled and hard when not; and each card’s state after it.
 */
function studied(student: Student, cards: number) {
  const draw = createRng(11)
  const log: LoggedReview[] = []
  const last: { schedule: CardSchedule; day: number }[] = []
  for (let index = 0; index < cards; index++) {
    const cardId = `card-${index}`
    let schedule: CardSchedule | undefined
    for (let day = 0; day <= 30; day += 1 + Math.floor(10 * draw())) {
      const recalled = student.review(cardId, day) === true || day === 0
      const at = new Date(START.getTime() + day * DAY_MS)
      log.push({
        setId: 'set',
        cardId,
        grade: recalled ? Rating.Good : Rating.Hard,
        reviewedAt: at.toISOString(),
      })
      schedule = reviewCard(schedule, recalled ? 'medium' : 'hard', at, null)
      last[index] = { schedule, day }
    }
  }
  return { log, last }
}

describe('the forecast, for a student of each shape', () => {
  it('reads a card’s recall sixteen days after its last review within 3 points of the student’s own', async () => {
    const { exponentialFloorStudent } = (await import(
      new URL('exponential-floor.mjs', FOLDER).href
    )) as { exponentialFloorStudent: (seed: number, constants: object) => Student }
    const { fsrsStudent } = (await import(new URL('memory.mjs', FOLDER).href)) as {
      fsrsStudent: (seed: number, weightsOf: () => readonly number[]) => Student
    }
    const students = {
      fsrs: fsrsStudent(3, () => default_w),
      floor: exponentialFloorStudent(3, {
        floor: 0.2,
        firstStability: 2.5,
        growth: 4,
        lapse: 0.45,
      }),
    }
    for (const student of Object.values(students)) {
      const { log, last } = studied(student, 300)
      const model = learnedModel(log, null)
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
      const read = mean(
        last.map(({ schedule, day }) =>
          forecastRecall(schedule, new Date(START.getTime() + (day + 16) * DAY_MS), model),
        ),
      )
      const own = mean(last.map(({ day }, index) => student.probability(`card-${index}`, day + 16)))
      expect(Math.abs(read - own)).toBeLessThan(0.03)
    }
  })
})
