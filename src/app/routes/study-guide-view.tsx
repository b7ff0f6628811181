import { ExamDateControl } from '@/features/exam-plan/components/exam-date-control'
import { FlashcardsPanel } from '@/features/flashcards/components/flashcards-panel'
import type { FlashcardSet } from '@/features/flashcards/model/flashcard'
import { GuideView, type GuideViewProps } from '@/features/guide/components/guide-view'
import { QuizPanel } from '@/features/quiz/components/quiz-panel'
import { TutorPanel } from '@/features/tutor/components/tutor-panel'

export type StudyGuideViewProps = Omit<
  GuideViewProps,
  'quizTab' | 'flashcardsTab' | 'tutorPanel' | 'examLine'
> & {
  /** An unsaved guide's flashcard sets to start with (a shared guide's). */
  flashcardSets?: FlashcardSet[]
}

/** The guide view with its study tools (quiz, flashcards, tutor): saved and unsaved guides alike. */
export function StudyGuideView({ flashcardSets, ...props }: StudyGuideViewProps) {
  return (
    <GuideView
      {...props}
      quizTab={(guide) => <QuizPanel guide={guide} />}
      flashcardsTab={(guide) => <FlashcardsPanel guide={guide} initialSets={flashcardSets} />}
      tutorPanel={(guide, onClose) => <TutorPanel guide={guide} onClose={onClose} />}
      examLine={(guide) => (guide.id ? <ExamDateControl guideId={guide.id} /> : null)}
    />
  )
}
