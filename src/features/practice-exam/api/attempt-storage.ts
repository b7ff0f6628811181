import { readStoredJson, removeStored, writeStoredJson } from '@/lib/stored-json'
import type { ExamAttempt } from '../model/attempt'

/**
 * The attempt in progress, kept in this browser after every change: a reload, a closed tab or a
 * lost connection resumes it. One attempt per guide; removed once submitted.
 */
const keyFor = (guideId: string | null) => `studywise.practice-exam.${guideId ?? 'unsaved'}`

/** A full or disabled storage loses only the resume, never the exam in front of the student. */
export function saveAttempt(guideId: string | null, attempt: ExamAttempt): void {
  writeStoredJson(keyFor(guideId), attempt, 'the practice exam')
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
  const value = readStoredJson(keyFor(guideId))
  return looksLikeAttempt(value) ? value : null
}

export function clearAttempt(guideId: string | null): void {
  removeStored(keyFor(guideId))
}
