import type { RefObject } from 'react'
import { usePanelKeys } from '@/components/study-tool/use-panel-keys'
import type { Difficulty } from '@/entities/flashcard/flashcard'
import {
  canRate,
  type FlashcardFlowAction,
  type StudyRun,
} from '@/entities/flashcard/flashcard-flow'

const RATING_KEYS: Record<string, Difficulty> = { '1': 'easy', '2': 'medium', '3': 'hard' }

/** While a card is shown: Space flips, 1-3 rate, arrows move (beyond the spec). */
export function useCardKeys(
  run: StudyRun,
  dispatch: (action: FlashcardFlowAction) => void,
  root: RefObject<HTMLElement | null>,
): void {
  usePanelKeys(true, root, (event) => {
    const rating = RATING_KEYS[event.key]
    if (event.key === ' ') {
      event.preventDefault()
      dispatch({ type: 'flip' })
    } else if (rating && canRate(run)) {
      event.preventDefault()
      dispatch({ type: 'rate', rating })
    } else if (event.key === 'ArrowRight') {
      dispatch({ type: 'next' })
    } else if (event.key === 'ArrowLeft') {
      dispatch({ type: 'previous' })
    }
  })
}
