import { describe, expect, it } from 'vitest'
import { addDays, examFor, isDateValue, toDateValue } from './exam-date'

const NOW = new Date('2026-11-20T10:00:00')
const day = (offset: number) => toDateValue(addDays(NOW, offset))

describe('isDateValue', () => {
  it('accepts a real day only', () => {
    expect(isDateValue('2026-12-14')).toBe(true)
    expect(isDateValue('2026-02-30')).toBe(false)
    expect(isDateValue('')).toBe(false)
  })
})

describe('examFor', () => {
  const units = [
    { id: 'unit', title: 'Unit', sourceGuideIds: ['cells', 'genes'] },
    { id: 'final', title: 'Final', sourceGuideIds: ['cells'] },
  ]
  const exam = (guideId: string, offset: number) => ({
    guideId,
    examDate: day(offset),
    targetRecall: 0.9,
  })

  it('takes the guide’s own exam, or a unit guide’s it is part of, the nearest upcoming first', () => {
    expect(examFor('genes', [exam('genes', 5)], units, NOW)?.guideId).toBe('genes')
    expect(examFor('genes', [exam('unit', 5)], units, NOW)?.guideId).toBe('unit')
    const exams = [exam('cells', 20), exam('unit', 12), exam('final', 30)]
    expect(examFor('cells', exams, units, NOW)?.guideId).toBe('unit')
    expect(examFor('other', exams, units, NOW)).toBeUndefined()
  })

  it('passes over an exam that has passed, but names the guide’s own when nothing is left', () => {
    expect(examFor('cells', [exam('unit', -2), exam('final', 3)], units, NOW)?.guideId).toBe(
      'final',
    )
    expect(examFor('cells', [exam('cells', -2), exam('unit', -1)], units, NOW)?.guideId).toBe(
      'cells',
    )
  })
})
