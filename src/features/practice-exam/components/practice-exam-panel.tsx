import { useState } from 'react'
import type { GuideKind, GuideRef } from '@/entities/study-guide/study-guide'
import { usePracticeExam } from '../api/use-practice-exam'
import { EarlierAttemptResults } from './earlier-attempt-results'
import { EarlierAttempts } from './earlier-attempts'
import { ExamResultsView } from './exam-results-view'
import { ExamSetupForm } from './exam-setup-form'
import { ExamSitting } from './exam-sitting'

/**
 * The 'Practice exam' tab of a guide: settings and the earlier attempts (each opens its results),
 * the sitting, and the graded results.
 */
export function PracticeExamPanel({ guide }: { guide: GuideRef & { kind?: GuideKind } }) {
  const exam = usePracticeExam(guide)
  const [opened, setOpened] = useState<string | null>(null)
  const { flow } = exam
  if (flow.screen === 'setup' && opened !== null)
    return (
      <EarlierAttemptResults
        attemptId={opened}
        guideTitle={guide.title}
        onBack={() => setOpened(null)}
      />
    )
  if (flow.screen === 'setup')
    return (
      <>
        <ExamSetupForm
          preparing={flow.preparing}
          error={flow.error}
          onStart={exam.start}
          onPrint={exam.printable}
        />
        <EarlierAttempts attempts={exam.attempts} onOpen={setOpened} />
      </>
    )
  if (flow.screen === 'taking')
    return (
      <ExamSitting
        attempt={flow.attempt}
        dispatch={exam.dispatch}
        onSubmit={exam.submit}
        examGuide={guide.kind === 'exam'}
      />
    )
  return (
    <ExamResultsView
      attempt={flow.attempt}
      results={flow.results}
      actions={{
        onRetry: exam.retry,
        onSecondLook: exam.askSecondLook,
        onNewExam: exam.newExam,
      }}
      saved={guide.id !== null}
    />
  )
}
