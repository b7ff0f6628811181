import { withCitations, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import { newId } from '@/lib/new-id'
import {
  keepCheckedWork,
  type CheckedWork,
  type FromGuide,
} from '@/entities/study-work/checked-work'
import { toFlashcards, type FlashcardSet, type FlashcardSettings } from './flashcard'
import { flashcardSetWork, reviseSetCards } from './flashcards-api'

export interface GenerateSetVariables {
  settings: FlashcardSettings
  /** The new set's title, in the student's language: 'Cells Flashcards', 'Cells Flashcards 2'. */
  title: string
}

/**
 * A new flashcard set of the guide, made by the current engine, its cards checked against the
 * material and kept on generated work's one path (checked-work.ts): saved with a saved guide,
 * on screen only with an unsaved one; the second opinion's verdicts follow into its row.
 */
export async function generateFlashcardSet({
  guide,
  source,
  variables: { settings, title },
}: FromGuide<GenerateSetVariables>): Promise<CheckedWork<FlashcardSet>> {
  const checked = await withCitations(getStudyEngine()).generateFlashcards({
    content: guide.content,
    title: guide.title,
    count: settings.cardCount,
    source,
  })
  return keepCheckedWork(
    { value: toFlashcards(checked.items), revised: checked.revised },
    {
      make: (cards): FlashcardSet => ({
        id: newId(),
        studyGuideId: guide.id,
        title,
        cards,
        createdAt: new Date().toISOString(),
        schedule: {},
        sessions: [],
      }),
      rows: (set) =>
        set.studyGuideId === null
          ? null
          : flashcardSetWork({ ...set, studyGuideId: set.studyGuideId }),
      revise: (set, citations) => ({ ...set, cards: withRevisedCitations(set.cards, citations) }),
      storeRevision: (setId, _citations, set) => reviseSetCards(setId, set.cards),
      name: 'the flashcard citations',
    },
  )
}
