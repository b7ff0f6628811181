import { describe, expect, it } from 'vitest'
import { addDays } from '@/entities/exam-date/exam-date'
import { recallAt, reviewCard } from '@/entities/flashcard/scheduling'
import { isSure, lowestImagined, lowestRecall } from './forecast-range'
import type { PlannerModel } from './recall-by-gap'

const NOW = new Date('2026-11-20T10:00:00')
const card = reviewCard(reviewCard(undefined, 'hard', addDays(NOW, -2)), 'medium', addDays(NOW, -1))
const at = (days: number) => addDays(NOW, days - 1)
const modelAfter = (longest: number, kept = 0.8, days = 1): PlannerModel => ({
  recallByGap: {
    pooled: [],
    byEvent: {},
    longestGap: { pooled: longest, byEvent: {} },
    shortest: { days, kept, reviews: 30 },
  },
})
const recallOf = (stored: typeof card | undefined, when: Date) => recallAt(stored, when)

describe('the least recall the student’s reviews allow', () => {
  it('is the recall counted on up to the longest gap seen, and 0 where no gap was seen', () => {
    expect(lowestRecall(card, at(5), modelAfter(5), recallOf)).toBe(recallAt(card, at(5)))
    expect(lowestRecall(card, at(5), undefined, recallOf)).toBe(0)
  })

  it('beyond it, falls as the log-convex bound from the recall at that gap', () => {
    const atSeen = recallAt(card, at(4))
    expect(lowestRecall(card, at(12), modelAfter(4), recallOf)).toBeCloseTo(atSeen ** 3, 10)
    expect(lowestRecall(card, at(12), modelAfter(4), recallOf)).toBeLessThan(recallAt(card, at(12)))
  })

  it('of a state still ahead, is the share kept over the shortest gaps seen, compounded', () => {
    expect(lowestImagined(card, at(1), modelAfter(9, 0.8))).toBeCloseTo(0.8, 10)
    expect(lowestImagined(card, at(3), modelAfter(9, 0.8))).toBeCloseTo(0.8 ** 3, 10)
    expect(lowestImagined(card, at(3), modelAfter(9, 0.8, 3))).toBeCloseTo(0.8, 10)
    expect(lowestImagined(card, at(3), undefined)).toBe(0)
  })

  it('makes a forecast unsure when more than 6 points under its prediction', () => {
    expect(isSure({ predictedRecall: 0.95, lowestRecall: 0.9 })).toBe(true)
    expect(isSure({ predictedRecall: 0.95, lowestRecall: 0.88 })).toBe(false)
  })
})
