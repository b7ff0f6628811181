import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { createRng } from '@/lib/prng'
import {
  examSafeRecall,
  examSpacing,
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

  it('spaces reviews further while an exam is ahead, and brings a forgotten card back sooner', () => {
    const exam = examTarget(examIn(3650), NOW)
    const plain = reviewCard(undefined, 'medium', NOW)
    const spaced = reviewCard(undefined, 'medium', NOW, exam)
    expect(new Date(spaced.due).getTime()).toBeGreaterThan(new Date(plain.due).getTime())
    expect(recallAt(spaced, new Date(spaced.due))).toBeCloseTo(examSpacing('first', 0.9), 1)
    const recalled = reviewCard(spaced, 'medium', new Date(spaced.due), exam)
    expect(recallAt(recalled, new Date(recalled.due))).toBeCloseTo(examSpacing('recalled', 0.9), 1)
    const forgotten = reviewCard(spaced, 'hard', new Date(spaced.due), exam)
    expect(recallAt(forgotten, new Date(forgotten.due))).toBeCloseTo(
      examSpacing('forgotten', 0.9),
      1,
    )
    expect(examSpacing('forgotten', 0.9)).toBeGreaterThan(examSpacing('recalled', 0.9))
  })

  it('lets cards fade further, and intervals grow further on the same evidence, for a lower target', () => {
    const learnt = reviewCard(undefined, 'medium', addDays(NOW, -3))
    const interval = (targetRecall: number, provenDays?: number) =>
      reviewCard(
        learnt,
        'medium',
        NOW,
        examTarget(examIn(3650, targetRecall), NOW),
        provenDays === undefined ? undefined : { provenDays },
      ).scheduled_days
    expect(interval(0.8)).toBeGreaterThan(interval(0.9))
    expect(interval(0.9)).toBeGreaterThan(interval(0.95))
    // Above 95 % the plan is the 95 % plan.
    expect(interval(0.99)).toBe(interval(0.95))
    expect(interval(0.95, 3)).toBe(9)
    expect(interval(0.9, 3)).toBe(15)
    expect(interval(0.8, 3)).toBe(27)
  })

  it('spaces a card not yet learnt (under the safe recall a day on) as for a 95 % target', () => {
    const firstSight = (targetRecall: number) =>
      reviewCard(undefined, 'hard', NOW, examTarget(examIn(3650, targetRecall), NOW))
    expect(recallAt(firstSight(0.8), addDays(NOW, 1))).toBeLessThan(examSafeRecall(0.8))
    expect(firstSight(0.8).due).toBe(firstSight(0.95).due)
  })

  it('grows an interval to at most three times the longest the student has been seen to recall after (95 % target)', () => {
    const exam = examTarget(examIn(365, 0.95), NOW)
    const known = reviewCard(reviewCard(undefined, 'easy', addDays(NOW, -10)), 'easy', NOW, exam)
    expect(known.scheduled_days).toBeGreaterThan(12)
    const evidence = { provenDays: 4 }
    const capped = reviewCard(
      reviewCard(undefined, 'easy', addDays(NOW, -10)),
      'easy',
      NOW,
      exam,
      evidence,
    )
    expect(capped.scheduled_days).toBe(12)
    expect(Date.parse(capped.due) - NOW.getTime()).toBe(12 * 86_400_000)
    // Nothing recalled yet after a day or more: the card comes back the next day.
    expect(reviewCard(undefined, 'easy', NOW, exam, { provenDays: 0 }).scheduled_days).toBe(1)
    // Without an exam ahead, FSRS's own interval stands.
    expect(reviewCard(undefined, 'easy', NOW, null, evidence).scheduled_days).toBe(
      reviewCard(undefined, 'easy', NOW).scheduled_days,
    )
  })

  it('leaves a card sure to be recalled on exam day without a review the day before', () => {
    // A well-known card: its predicted recall three days on is above halfway from 95 % to 100 %.
    const known: CardSchedule = reviewCard(
      reviewCard(reviewCard(undefined, 'easy', addDays(NOW, -60)), 'easy', addDays(NOW, -40)),
      'easy',
      NOW,
    )
    const soon = examTarget(examIn(3, 0.95), NOW)!
    expect(recallAt(known, soon.start)).toBeGreaterThan(examSafeRecall(0.95))
    const next = reviewCard(known, 'easy', NOW, soon)
    expect(new Date(next.due).getTime()).toBeGreaterThan(soon.start.getTime())
    // One above the target but under the safe recall is reviewed the day before.
    const fresh = reviewCard(undefined, 'easy', NOW, soon)
    expect(recallAt(fresh, soon.start)).toBeGreaterThan(0.95)
    expect(recallAt(fresh, soon.start)).toBeLessThan(examSafeRecall(0.95))
    expect(fresh.due).toBe(addDays(NOW, 2).toISOString())
  })

  it('lets a card skip the day before only over a gap the student has been seen to recall after', () => {
    // The same well-known card, three days from the exam: a model sure of it but whose student
    // has been seen to recall cards only after two days keeps the review the day before.
    const known = reviewCard(reviewCard(undefined, 'easy', addDays(NOW, -60)), 'easy', NOW)
    const soon = examTarget(examIn(3, 0.95), NOW)!
    const proven = (provenDays: number) => reviewCard(known, 'easy', NOW, soon, { provenDays })
    expect(recallAt(proven(2), soon.start)).toBeGreaterThan(examSafeRecall(0.95))
    expect(proven(2).due).toBe(addDays(NOW, 2).toISOString())
    expect(new Date(proven(3).due).getTime()).toBeGreaterThan(soon.start.getTime())
  })

  it('never lets a scale above 1 (a student who seems to remember better) skip the day before', () => {
    const soon = examTarget(examIn(3, 0.95), NOW)!
    const hopeful = { stabilityScale: { first: 3 } }
    const fresh = reviewCard(undefined, 'easy', NOW, soon, hopeful)
    expect(recallAt(fresh, soon.start, hopeful)).toBeGreaterThan(examSafeRecall(0.95))
    expect(fresh.due).toBe(addDays(NOW, 2).toISOString())
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

  it('reaches a 95 % target with fewer reviews than plain FSRS (aiming at 90 %)', () => {
    const run = (policy: 'exam' | 'fsrs') =>
      simulateStudent({
        cards: 150,
        examInDays: 21,
        targetRecall: 0.95,
        policy,
        start: NOW,
        random: createRng(7),
      })
    const exam = run('exam')
    expect(exam.simulatedRecall).toBeGreaterThanOrEqual(0.95)
    expect(exam.reviews).toBeLessThan(run('fsrs').reviews)
  })
})
