import { Citations } from '@/components/citations/citations'
import { Button } from '@/components/ui/button'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { MathText } from '@/components/ui/math-text'
import { Link } from '@/components/layout/navigation'
import { paths } from '@/config/paths'
import { formatNumber, formatPercent, formatWholeNumber, sentenceGap } from '@/lib/i18n/format'
import { formatList } from '@/lib/i18n/format-list'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { slot, STRONG_SLOT, WithParts, WithStrong } from '@/lib/i18n/with-strong'
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
import { ExamPdfButtons } from './exam-pdf-buttons'
import { WrittenResult } from './written-result'
import '../model/practice-catalogue'

const points = (score: number) => formatNumber(Math.round(score * 10) / 10)

function rightAnswer(question: ExamQuestion): string {
  if (question.kind === 'choice') return question.options[question.answer] ?? ''
  if (question.kind === 'true-false')
    return translate(
      question.answer ? 'practice.results.trueBecause' : 'practice.results.falseBecause',
      {
        correction: question.correction,
      },
    )
  if (question.kind === 'blank') return question.answer
  return question.modelAnswer
}

function givenAnswer(question: ExamQuestion, answer: string): string {
  if (answer.trim() === '') return translate('practice.results.noAnswer')
  if (question.kind === 'choice') return question.options[Number(answer)] ?? answer
  if (question.kind === 'true-false')
    return translate(answer === 'true' ? 'practice.true' : 'practice.false')
  return answer
}

const ANSWER_SLOT = slot(0)

/**
 * 'Your answer: {answer}' or 'Right answer: {answer}' with the answer's formulas drawn, left to
 * right in every language, where the language puts it.
 */
function AnswerIn({ text, answer }: { text: string; answer: string }) {
  return <WithParts text={text} parts={[<MathText key="answer" text={answer} />]} />
}

export interface ExamResultsViewProps {
  attempt: ExamAttempt
  results: Record<string, QuestionResult>
  /** The exam just sat: Retry, a second look and a new exam. */
  actions?: {
    onRetry: (questionId: string) => void
    onSecondLook: (questionId: string, reason: string) => void
    onNewExam: () => void
  }
  /** An earlier attempt, read only: the way back to the guide's practice exams. */
  onBack?: () => void
  /** A saved guide's weakest cards come first in /today: offered as 'Study these cards now'. */
  saved: boolean
}

/**
 * Graded results: the score, results by section with time, and every question reviewed; read
 * only (an earlier attempt opened from the list) without `actions`.
 */
export function ExamResultsView({
  attempt,
  results,
  actions,
  onBack,
  saved,
}: ExamResultsViewProps) {
  const { t } = useTranslation()
  const { questions } = attempt.exam
  const sections = sectionResults(attempt, results)
  const weakest = weakestSections(sections)
  const total = totalScore(results)
  return (
    <div className="space-y-6">
      <div>
        <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('practice.results.heading')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('practice.results.score', {
            score: points(total),
            total: formatWholeNumber(questions.length),
            percent: formatPercent(total / questions.length),
          })}
        </p>
      </div>
      <table className="w-full max-w-xl text-start text-sm [&_td]:text-start [&_th]:text-start">
        <caption className="text-start font-medium text-slate-800">
          {t('practice.results.bySection')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('practice.results.section')}</th>
            <th scope="col">{t('practice.results.scoreColumn')}</th>
            <th scope="col">{t('practice.results.time')}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.section}>
              <th scope="row" dir="auto" className="font-normal">
                {section.section}
              </th>
              <td>
                {t('practice.results.sectionScore', {
                  score: points(section.score),
                  possible: formatWholeNumber(section.possible),
                  percent: formatPercent(shareOf(section)),
                })}
              </td>
              <td>{formatSpent(section.spentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {weakest.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
          <p>
            <WithStrong text={t('practice.results.lowest', { sections: STRONG_SLOT })}>
              {formatList(weakest)}
            </WithStrong>
            {saved ? `${sentenceGap()}${t('practice.results.cardsFirst')}` : null}
          </p>
          {saved ? (
            <Link
              to={paths.today}
              className="mt-2 inline-block font-medium text-indigo-700 underline"
            >
              {t('practice.results.studyNow')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ol aria-label={t('practice.results.questions')} className="space-y-4">
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
                  {t('practice.question', { number: formatWholeNumber(index + 1) })}
                </h3>
                <p className="text-xs text-slate-500">
                  <span dir="auto">{question.section}</span> ·{' '}
                  {t('practice.results.timeOnQuestion', {
                    time: formatSpent(attempt.spent[question.id] ?? 0),
                  })}
                </p>
                <p className="text-slate-900">
                  <MathText text={question.prompt} />
                </p>
                <p className="text-sm">
                  <AnswerIn
                    text={t('practice.results.yourAnswer', { answer: ANSWER_SLOT })}
                    answer={givenAnswer(question, answer)}
                  />
                </p>
                {question.kind === 'written' ? (
                  <WrittenResult
                    question={question}
                    result={result}
                    {...(actions
                      ? {
                          onRetry: () => actions.onRetry(question.id),
                          onSecondLook: (reason: string) =>
                            actions.onSecondLook(question.id, reason),
                        }
                      : {})}
                  />
                ) : (
                  <p className="text-sm">
                    <strong>
                      {t(
                        scoreOf(result) === 1
                          ? 'practice.results.correct'
                          : 'practice.results.incorrect',
                      )}
                    </strong>
                    {scoreOf(result) === 1 ? null : (
                      <>
                        {' · '}
                        <AnswerIn
                          text={t('practice.results.rightAnswer', { answer: ANSWER_SLOT })}
                          answer={rightAnswer(question)}
                        />
                      </>
                    )}
                  </p>
                )}
                <Citations citations={question.citations} />
              </section>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        {actions ? (
          <Button variant="secondary" onClick={actions.onNewExam}>
            {t('practice.results.newExam')}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('practice.results.back')}
          </Button>
        ) : null}
        <ExamPdfButtons examToPrint={() => Promise.resolve(attempt.exam)} />
      </div>
    </div>
  )
}
