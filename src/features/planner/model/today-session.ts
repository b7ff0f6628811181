import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import type { StudyRun } from '@/entities/flashcard/flashcard-flow'
import { cardKey, type DueCard } from './today-plan'

/**
 * 'Study all due': one session over today's cards of every set. The cards are
 * studied as one deck (ids `setId/cardId`), and Finish Session splits the run back into one run
 * per set, each recorded as that set's session.
 */

export const TODAY_SET_ID = 'today'

/** `title` heads the session ('Cards due today' in the interface language). */
export function todaySet(
  cards: readonly DueCard[],
  createdAt: string,
  title: string,
): FlashcardSet {
  return {
    id: TODAY_SET_ID,
    studyGuideId: null,
    title,
    cards: cards.map(({ key, card }) => ({ ...card, id: key })),
    createdAt,
    schedule: {},
    sessions: [],
  }
}

function byOriginalId<T>(record: Record<string, T>, setId: string): Record<string, T> {
  const prefix = cardKey(setId, '')
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [],
    ),
  )
}

/**
 * The combined run as one run per set that has cards in it; each gets the share of the
 * session's time its cards had in the deck.
 */
export function splitRun(run: StudyRun, sets: readonly FlashcardSet[], now: number): StudyRun[] {
  const elapsed = Math.max(0, now - run.startedAt)
  return sets.flatMap((set) => {
    const prefix = cardKey(set.id, '')
    const deck = run.deck.filter((card) => card.id.startsWith(prefix))
    if (deck.length === 0) return []
    const share = deck.length / run.deck.length
    return [
      {
        ...run,
        set,
        mode: 'due' as const,
        deck: deck.map((card) => ({ ...card, id: card.id.slice(prefix.length) })),
        ratings: byOriginalId(run.ratings, set.id),
        reviewed: run.reviewed
          .filter((id) => id.startsWith(prefix))
          .map((id) => id.slice(prefix.length)),
        startedAt: now - Math.round(elapsed * share),
      },
    ]
  })
}
