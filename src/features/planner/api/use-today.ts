import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { reportFailure } from '@/lib/toast'
import { newId } from '@/lib/new-id'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import type { StudyRun } from '@/entities/flashcard/flashcard-flow'
import { examTarget, type MemoryModel } from '@/entities/flashcard/scheduling'
import { buildSession, scheduleAfterRun } from '@/entities/flashcard/session'
import { DEFAULT_DAILY_LIMIT } from '../model/today-plan'
import { splitRun } from '../model/today-session'
import { flashcardDataMessages } from '@/entities/flashcard/flashcard-messages'
import {
  fetchAllFlashcardSets,
  recordFlashcardSession,
  reviewLogKey,
} from '@/entities/flashcard/flashcards-api'

/** Every set of the student, for /today; under the flashcard sets' key prefix. */
export const allSetsKey = ['flashcard-sets', 'all'] as const

/**
 * Read again whenever /today opens: sets are studied, made and deleted on other screens, whose
 * caches are keyed per guide.
 */
export function useAllFlashcardSets() {
  return useQuery({ queryKey: allSetsKey, queryFn: fetchAllFlashcardSets, staleTime: 0 })
}

export interface RecordTodayVariables {
  run: StudyRun
  sets: readonly FlashcardSet[]
  /** The exam a guide's cards study toward (examFor). */
  examOf: (guideId: string) => ExamDate | undefined
  /** The planner's model of the student's memory (useMemoryModel). */
  model: MemoryModel | undefined
  now: number
}

/**
 * Finish Session of 'Study all due': one session per set, each with its cards' new states
 * (toward that guide's exam), recorded set after set; every flashcard list is read again.
 */
export function useRecordTodaySession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ run, sets, examOf, model, now }: RecordTodayVariables) => {
      for (const part of splitRun(run, sets, now)) {
        const exam = part.set.studyGuideId ? examOf(part.set.studyGuideId) : undefined
        const { reviewed, log } = scheduleAfterRun(
          part,
          part.set.schedule,
          new Date(now),
          examTarget(exam, new Date(now)),
          model,
        )
        await recordFlashcardSession(buildSession(part, { id: newId(), now }), reviewed, log)
      }
    },
    onError: reportFailure(flashcardDataMessages.saveSession),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['flashcard-sets'] }),
        client.invalidateQueries({ queryKey: reviewLogKey }),
      ]),
  })
}

export const DAILY_LIMIT_KEY = 'studywise.daily-review-limit'

function storedLimit(): number {
  const value = Number(localStorage.getItem(DAILY_LIMIT_KEY))
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DAILY_LIMIT
}

/** The student's daily review limit (default 100), kept in this browser. */
export function useDailyLimit(): [number, (limit: number) => void] {
  const [limit, setLimit] = useState(storedLimit)
  return [
    limit,
    (next: number) => {
      localStorage.setItem(DAILY_LIMIT_KEY, String(next))
      setLimit(next)
    },
  ]
}
