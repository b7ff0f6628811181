import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { createRng } from '@/lib/prng'
import {
  examTarget,
  recallAt,
  reviewCard,
  type CardSchedule,
} from '@/entities/flashcard/scheduling'
import { runAppPlan, type Student } from '../testing/exam-simulation'
import { simulateStudent } from '../testing/study-simulation'

const NOW = new Date('2026-11-20T10:00:00')

function examIn(days: number, targetRecall = 0.9) {
  return { guideId: 'g', examDate: toDateValue(addDays(NOW, days)), targetRecall }
}

describe('scheduling toward the exam date', () => {
  it('cuts an interval that would jump past the exam under the target to the day before it', () => {
    const plain = reviewCard(undefined, 'easy', NOW)
    expect(new Date(plain.due).getTime()).toBeGreaterThan(addDays(NOW, 5).getTime())
    expect(recallAt(plain, addDays(NOW, 5))).toBeLessThan(0.95)
    const exam = examTarget(examIn(5, 0.95), NOW)
    const capped = reviewCard(undefined, 'easy', NOW, exam)
    expect(capped.due).toBe(addDays(NOW, 4).toISOString())
    expect(capped.stability).toBe(plain.stability)
  })

  it('keeps an interval that ends before the exam, or leaves enough recall on exam day', () => {
    const exam = examTarget(examIn(20), NOW)
    expect(reviewCard(undefined, 'medium', NOW, exam)).toEqual(reviewCard(undefined, 'medium', NOW))
    // A well-known card: its recall on exam day stays above 90 % without another review.
    const known: CardSchedule = reviewCard(
      reviewCard(reviewCard(undefined, 'easy', addDays(NOW, -60)), 'easy', addDays(NOW, -40)),
      'easy',
      NOW,
    )
    const soon = examTarget(examIn(3), NOW)
    expect(recallAt(known, addDays(NOW, 3))).toBeGreaterThan(0.9)
    expect(reviewCard(known, 'easy', NOW, soon)).toEqual(reviewCard(known, 'easy', NOW))
  })

  it('resumes ordinary scheduling once the exam day has begun', () => {
    expect(examTarget(examIn(0), NOW)).toBeNull()
    expect(examTarget(examIn(-3), NOW)).toBeNull()
    expect(examTarget(undefined, NOW)).toBeNull()
  })

  it.each([0.8, 0.9, 0.95])(
    'a simulated student (FSRS-6 memory) recalls at least the %s target on exam day',
    async (targetRecall) => {
      const url = new URL('../../../../bench/students/fsrs-default.mjs', import.meta.url)
      const { createStudent } = (await import(url.href)) as {
        createStudent: (seed: number) => Student
      }
      const result = runAppPlan({ cards: 60, days: 21, targetRecall, student: createStudent(7) })
      expect(result.examDayRecall).toBeGreaterThanOrEqual(targetRecall)
    },
  )

  it('plain FSRS (aiming at 90 %) leaves a simulated student under a 95 % target on exam day', () => {
    const result = simulateStudent({
      cards: 150,
      examInDays: 21,
      targetRecall: 0.95,
      policy: 'fsrs',
      start: NOW,
      random: createRng(7),
    })
    expect(result.simulatedRecall).toBeLessThan(0.95)
  })
})
