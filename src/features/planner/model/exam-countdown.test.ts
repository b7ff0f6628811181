import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { activateLanguage } from '@/lib/i18n/i18n'
import { shownExamCountdown } from './exam-countdown'

const NOW = new Date('2026-11-20T10:00:00')
const day = (offset: number) => toDateValue(addDays(NOW, offset))

describe('shownExamCountdown', () => {
  afterEach(() => activateLanguage('en'))

  it.each([
    [9, 'Exam in 9 days'],
    [1, 'Exam in 1 day'],
    [0, 'Exam today'],
    [-1, 'Exam passed'],
  ])('%i days away → %s', (offset, text) => {
    expect(shownExamCountdown(day(offset), NOW)).toBe(text)
  })

  it('counts calendar days, whatever the hour', () => {
    expect(shownExamCountdown(day(1), new Date('2026-11-20T23:59:00'))).toBe('Exam in 1 day')
  })

  it('speaks the interface language, with its plural forms', async () => {
    await activateLanguage('ar')
    expect(shownExamCountdown(day(2), NOW)).toBe('الامتحان بعد يومين')
    expect(shownExamCountdown(day(5), NOW)).toBe('الامتحان بعد 5 أيام')
    await activateLanguage('de')
    expect(shownExamCountdown(day(1), NOW)).toBe('Prüfung in 1 Tag')
  })
})
