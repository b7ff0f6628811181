import type { ReactNode } from 'react'
import { FlashcardsPanel } from '@/features/flashcards/components/flashcards-panel'
import { GuideView } from '@/features/guide/components/guide-view'
import { QuizPanel } from '@/features/quiz/components/quiz-panel'
import { TutorPanel } from '@/features/tutor/components/tutor-panel'
import { DataProvider } from '../data-provider'

export interface UnsavedGuideProps {
  guide: { title: string; content: string }
  /** Shown under the title, e.g. 'Sign in to save your guides'. */
  note: ReactNode
}

/**
 * A guide generated on the landing page and not saved (an anonymous visitor's, or a failed
 * save): the full study guide view — quiz, flashcards and tutor included — with its work kept
 * in memory, and no library actions.
 */
export function UnsavedGuide({ guide, note }: UnsavedGuideProps) {
  return (
    <DataProvider>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <GuideView
          guide={{
            id: 'unsaved',
            title: guide.title,
            content: guide.content,
            createdAt: new Date().toISOString(),
            kind: 'guide',
            isUnitGuide: false,
          }}
          saved={false}
          notice={note}
          quizTab={(ref) => <QuizPanel guide={ref} />}
          flashcardsTab={(ref) => <FlashcardsPanel guide={ref} />}
          tutorPanel={(ref, onClose) => <TutorPanel guide={ref} onClose={onClose} />}
        />
      </div>
    </DataProvider>
  )
}
