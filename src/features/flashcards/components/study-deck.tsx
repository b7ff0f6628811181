import { useRef } from 'react'
import type { StudyDeckProps } from '@/entities/flashcard/flashcard-flow'
import { cardMoves, FlashcardStudy } from './flashcard-study'
import { useCardKeys } from './use-card-keys'

/** A run of cards on screen with its keyboard shortcuts: the guide's Flashcards tab and /today. */
export function StudyDeck({ run, dispatch, onFinish, onQuit }: StudyDeckProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  useCardKeys(run, dispatch, rootRef)
  return (
    <div ref={rootRef}>
      <FlashcardStudy run={run} {...cardMoves(run, dispatch)} onFinish={onFinish} onQuit={onQuit} />
    </div>
  )
}
