import { daysUntilExam } from '@/entities/exam-date/exam-date'
import { translate } from '@/lib/i18n/i18n'
import './today-catalogue'

/** The countdown in the interface language: 'Exam in 9 days', 'Exam in 1 day', 'Exam today'… */
export function shownExamCountdown(examDate: string, now: Date): string {
  const days = daysUntilExam(examDate, now)
  if (days < 0) return translate('today.exam.passed')
  if (days === 0) return translate('today.exam.today')
  return translate('today.exam.inDays', { days })
}
