import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DEFAULT_DAILY_LIMIT } from '../model/today-plan'
import { fetchAllFlashcardSets } from '@/entities/flashcard/flashcards-api'

/** Every set of the student, for /today; under the flashcard sets' key prefix. */
export const allSetsKey = ['flashcard-sets', 'all'] as const

/**
 * Read again whenever /today opens: sets are studied, made and deleted on other screens, whose
 * caches are keyed per guide.
 */
export function allSetsQuery() {
  return queryOptions({ queryKey: allSetsKey, queryFn: fetchAllFlashcardSets, staleTime: 0 })
}

export function useAllFlashcardSets() {
  return useQuery(allSetsQuery())
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
