import { Citations } from '@/components/citations/citations'
import { Button } from '@/components/ui/button'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { Link } from '@/components/layout/navigation'
import { paths } from '@/config/paths'
import type { ExamAttempt, QuestionResult } from '../model/attempt'
import type { ExamQuestion } from '../model/exam'
import {
  formatSpent,
  scoreOf,
  sectionResults,
  shareOf,
  totalScore,
  weakestSections,
} from '../model/exam-results'
import { usePrintSheet } from '@/components/ui/print-sheet'
import { ExamPrintSheet } from './exam-print-sheet'
import { WrittenResult } from './written-result'

const percent = (share: number) => `${Math.round(share * 100)}%`
const points = (score: number) => String(Math.round(score * 10) / 10)

function rightAnswer(question: ExamQuestion): string {
  if (question.kind === 'choice') return question.options[question.answer] ?? ''
  if (question.kind === 'true-false')
    return `${question.answer ? 'True' : 'False'}. ${question.correction}`
  if (question.kind === 'blank') return question.answer
  return question.modelAnswer
}

function givenAnswer(question: ExamQuestion, answer: string): string {
  if (answer.trim() === '') return 'No answer'
  if (question.kind === 'choice') return question.options[Number(answer)] ?? answer
  if (question.kind === 'true-false') return answer === 'true' ? 'True' : 'False'
  return answer
}

export interface ExamResultsViewProps {
  attempt: ExamAttempt
  results: Record<string, QuestionResult>
  onRetry: (questionId: string) => void
  onSecondLook: (questionId: string, reason: string) => void
  onNewExam: () => void
  /** A saved guide's weakest cards come first in /today: offered as 'Study these cards now'. */
  saved: boolean
}

/** Graded results: the score, results by section with time, and every question reviewed. */
export function ExamResultsView({
  attempt,
  results,
  onRetry,
  onSecondLook,
  onNewExam,
  saved,
}: ExamResultsViewProps) {
  const { questions } = attempt.exam
  const sections = sectionResults(attempt, results)
  const weakest = weakestSections(sections)
  const total = totalScore(results)
  const printing = usePrintSheet()
  return (
    <div className="space-y-6">
      <div>
        <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold outline-none">
          Exam results
        </h2>
        <p className="text-sm text-slate-700">
          {points(total)} of {questions.length} points ({percent(total / questions.length)})
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium text-slate-800">Results by section</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Score</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.section}>
              <th scope="row" className="font-normal">
                {section.section}
              </th>
              <td>
                {points(section.score)} of {section.possible} ({percent(shareOf(section))})
              </td>
              <td>{formatSpent(section.spentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {weakest.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
          <p>
            Scored lowest: <strong>{weakest.join(', ')}</strong>.
            {saved ? ' Their cards come first in your cards for today.' : null}
          </p>
          {saved ? (
            <Link
              to={paths.today}
              className="mt-2 inline-block font-medium text-indigo-700 underline"
            >
              Study these cards now
            </Link>
          ) : null}
        </div>
      ) : null}
      <ol aria-label="Questions" className="space-y-4">
        {questions.map((question, index) => {
          const result = results[question.id]
          const answer = attempt.answers[question.id] ?? ''
          return (
            <li key={question.id}>
              <section
                aria-labelledby={`${question.id}-result`}
                className="space-y-2 rounded-xl border border-slate-200 p-4"
              >
                <h3 id={`${question.id}-result`} className="text-sm font-semibold text-slate-700">
                  Question {index + 1}
                </h3>
                <p className="text-xs text-slate-500">
                  {question.section} · Time on this question:{' '}
                  {formatSpent(attempt.spent[question.id] ?? 0)}
                </p>
                <p className="text-slate-900">{question.prompt}</p>
                <p className="text-sm">Your answer: {givenAnswer(question, answer)}</p>
                {question.kind === 'written' ? (
                  <WrittenResult
                    question={question}
                    result={result}
                    onRetry={() => onRetry(question.id)}
                    onSecondLook={(reason) => onSecondLook(question.id, reason)}
                  />
                ) : (
                  <p className="text-sm">
                    <strong>{scoreOf(result) === 1 ? 'Correct' : 'Incorrect'}</strong>
                    {scoreOf(result) === 1 ? null : ` · Right answer: ${rightAnswer(question)}`}
                  </p>
                )}
                <Citations citations={question.citations} />
              </section>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onNewExam}>
          New practice exam
        </Button>
        <Button
          variant="ghost"
          onClick={() => printing.print(<ExamPrintSheet exam={attempt.exam} answerKey={false} />)}
        >
          Print exam
        </Button>
        <Button
          variant="ghost"
          onClick={() => printing.print(<ExamPrintSheet exam={attempt.exam} answerKey />)}
        >
          Print answer key
        </Button>
      </div>
      {printing.portal}
    </div>
  )
}
