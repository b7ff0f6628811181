import { Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { FlashcardsPanel } from '@/features/flashcards/components/flashcards-panel'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { useAuth } from '@/features/auth/api/auth-provider'
import { AvailableOffline } from '@/features/guide/components/available-offline'
import { GuideView, type GuideViewProps } from '@/features/guide/components/guide-view'
import { useMemoryModel } from '@/features/planner/api/use-personal-parameters'
import { ExamDateControl } from '@/features/planner/components/exam-date-control'
import { ExamForecastPanel } from '@/features/planner/components/exam-forecast-panel'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'

// The Listen tab (its player and voices) loads when it is first opened.
const ListenTab = lazyComponent(() =>
  import('@/features/audio-overview/components/listen-tab').then((module) => ({
    default: module.ListenTab,
  })),
)
// So do the other tools: a guide opened at its flashcards (offline, on a phone) loads only them.
const QuizPanel = lazyComponent(async () => ({
  default: (await import('@/features/quiz/components/quiz-panel')).QuizPanel,
}))
const MindMapTab = lazyComponent(async () => ({
  default: (await import('@/features/mind-map/components/mind-map-tab')).MindMapTab,
}))
const PracticeExamPanel = lazyComponent(async () => ({
  default: (await import('@/features/practice-exam/components/practice-exam-panel'))
    .PracticeExamPanel,
}))
const TutorPanel = lazyComponent(async () => ({
  default: (await import('@/features/tutor/components/tutor-panel')).TutorPanel,
}))

export type StudyGuideViewProps = Omit<
  GuideViewProps,
  | 'quizTab'
  | 'flashcardsTab'
  | 'mindMapTab'
  | 'practiceExamTab'
  | 'listenTab'
  | 'tutorPanel'
  | 'examLine'
> & {
  /** An unsaved guide's flashcard sets to start with (a shared guide's). */
  flashcardSets?: FlashcardSet[]
}

/** The guide view with its study tools (quiz, flashcards, mind map, practice exam, listen, tutor): saved and unsaved guides alike. */
export function StudyGuideView({ flashcardSets, ...props }: StudyGuideViewProps) {
  const { t } = useTranslation()
  const auth = useAuth()
  const userId = auth.status === 'signed-in' ? auth.user.id : null
  return (
    <GuideView
      {...props}
      quizTab={(guide) => (
        <Suspense fallback={null}>
          <QuizPanel guide={guide} />
        </Suspense>
      )}
      flashcardsTab={(guide) => <PlannedFlashcards guide={guide} initialSets={flashcardSets} />}
      mindMapTab={(guide, openSection) => (
        <Suspense fallback={null}>
          <MindMapTab guide={guide} onOpenSection={openSection} />
        </Suspense>
      )}
      practiceExamTab={(guide) => (
        <Suspense fallback={null}>
          <PracticeExamPanel guide={guide} />
        </Suspense>
      )}
      listenTab={(guide) => (
        <Suspense fallback={<Spinner label={t('guide.loadingPlayer')} />}>
          <ListenTab guide={guide} />
        </Suspense>
      )}
      tutorPanel={(guide, onClose) => (
        <Suspense fallback={null}>
          <TutorPanel guide={guide} onClose={onClose} />
        </Suspense>
      )}
      examLine={(guide) =>
        guide.id ? (
          <>
            <ExamDateControl guideId={guide.id} />
            {userId ? <AvailableOffline userId={userId} guideId={guide.id} /> : null}
          </>
        ) : null
      }
    />
  )
}

/**
 * The Flashcards tab scheduled by the planner: the student's memory as it learned it from their
 * reviews, and the exam forecast under it. A shared guide starts with its sets in memory.
 */
export function PlannedFlashcards({
  guide,
  initialSets,
}: {
  guide: GuideRef
  initialSets?: FlashcardSet[] | undefined
}) {
  // Saved guides only: the fit and the review log belong to a signed-in student.
  const memory = useMemoryModel(guide.id !== null)
  return (
    <FlashcardsPanel
      guide={guide}
      initialSets={initialSets}
      memory={memory}
      forecast={(view) => <ExamForecastPanel {...view} model={memory.model} />}
    />
  )
}
