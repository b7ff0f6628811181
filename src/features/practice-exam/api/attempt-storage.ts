import type { ExamAttempt } from '../model/attempt'

/**
 * The attempt in progress, kept in this browser after every change: a reload, a closed tab or a
 * lost connection resumes it. One attempt per guide; removed once submitted.
 */
const keyFor = (guideId: string | null) => `studywise.practice-exam.${guideId ?? 'unsaved'}`

export function saveAttempt(guideId: string | null, attempt: ExamAttempt): void {
  try {
    localStorage.setItem(keyFor(guideId), JSON.stringify(attempt))
  } catch (error) {
    // A full or disabled storage loses only the resume, never the exam in front of the student.
    console.warn('Keeping the practice exam in this browser failed', error)
  }
}

function looksLikeAttempt(value: unknown): value is ExamAttempt {
  const attempt = value as Partial<ExamAttempt> | null
  return (
    typeof attempt === 'object' &&
    attempt !== null &&
    Array.isArray(attempt.exam?.questions) &&
    typeof attempt.answers === 'object' &&
    typeof attempt.current === 'number' &&
    typeof attempt.currentSince === 'number'
  )
}

export function loadAttempt(guideId: string | null): ExamAttempt | null {
  try {
    const stored = localStorage.getItem(keyFor(guideId))
    const value: unknown = stored ? JSON.parse(stored) : null
    return looksLikeAttempt(value) ? value : null
  } catch {
    return null
  }
}

export function clearAttempt(guideId: string | null): void {
  try {
    localStorage.removeItem(keyFor(guideId))
  } catch {
    // nothing kept, nothing to clear
  }
}
