import type { ActionDispatch, RefObject } from 'react'
import { usePanelKeys } from '@/components/study-tool/use-panel-keys'
import type { Difficulty } from '../model/flashcard'
import { canRate, type FlashcardFlowAction, type FlashcardFlowState } from '../model/flashcard-flow'

const RATING_KEYS: Record<string, Difficulty> = { '1': 'easy', '2': 'medium', '3': 'hard' }

/** While a card is shown: Space flips, 1-3 rate, arrows move (beyond the spec). */
export function useCardKeys(
  state: FlashcardFlowState,
  dispatch: ActionDispatch<[action: FlashcardFlowAction]>,
  root: RefObject<HTMLElement | null>,
): void {
  usePanelKeys(state.screen === 'cards', root, (event) => {
    if (state.screen !== 'cards') return
    const rating = RATING_KEYS[event.key]
    if (event.key === ' ') {
      event.preventDefault()
      dispatch({ type: 'flip' })
    } else if (rating && canRate(state.run)) {
      event.preventDefault()
      dispatch({ type: 'rate', rating })
    } else if (event.key === 'ArrowRight') {
      dispatch({ type: 'next' })
    } else if (event.key === 'ArrowLeft') {
      dispatch({ type: 'previous' })
    }
  })
}
