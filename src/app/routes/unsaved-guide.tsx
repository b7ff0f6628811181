import type { ReactNode } from 'react'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { DataProvider } from '../data-provider'
import { StudyGuideView } from './study-guide-view'

export interface UnsavedGuideProps {
  guide: Pick<GuideRef, 'title' | 'content' | 'source' | 'citations'>
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
        <StudyGuideView
          guide={{
            id: null,
            title: guide.title,
            content: guide.content,
            source: guide.source,
            citations: guide.citations,
            createdAt: new Date().toISOString(),
            kind: 'guide',
            isUnitGuide: false,
          }}
          notice={note}
        />
      </div>
    </DataProvider>
  )
}
