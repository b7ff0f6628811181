import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Dialog } from '@/components/ui/dialog'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { useStudying } from '@/lib/app-update/use-app-update'
import { unanswered, type ExamAttempt } from '../model/attempt'
import type { ExamFlowAction } from '../model/exam-flow'
import { LAYOUTS, layoutName } from './exam-setup-form'
import { ExamQuestionView } from './exam-question'
import { ExamTimer } from './exam-timer'

/**
 * Taking the exam: one question a page (Previous / Next) or all on one page, the timer (kept in
 * view below the header as the page scrolls), and 'Submit exam', which lists the unanswered
 * questions first. A new version of the app waits until the exam is over.
 */
export function ExamSitting({
  attempt,
  dispatch,
  onSubmit,
  examGuide = false,
}: {
  attempt: ExamAttempt
  dispatch: (action: ExamFlowAction) => void
  onSubmit: () => void
  /** The guide is a practice exam on picked guides, whose title already says 'Practice exam: …'. */
  examGuide?: boolean
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  useStudying(true)
  const { questions } = attempt.exam
  const missing = unanswered(attempt)
  const shown =
    attempt.layout === 'all'
      ? questions.map((question, index) => ({ question, index }))
      : questions.flatMap((question, index) =>
          index === attempt.current ? [{ question, index }] : [],
        )
  const move = (index: number) => dispatch({ type: 'move', index, now: Date.now() })

  function askToSubmit() {
    if (missing.length === 0) onSubmit()
    else setConfirming(true)
  }

  return (
    <div className="space-y-5">
      <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold outline-none">
        {examGuide
          ? attempt.exam.guideTitle
          : t('practice.sitting.heading', { guide: attempt.exam.guideTitle })}
      </h2>
      {/* Below the sticky header (at most 4 rem tall on a phone: phone.spec). */}
      <div className="sticky top-16 z-20 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 bg-white/95 py-2 backdrop-blur">
        {attempt.deadline !== null ? (
          <ExamTimer deadline={attempt.deadline} onTimeUp={onSubmit} />
        ) : (
          <p className="text-sm text-slate-600">{t('practice.noTimeLimit')}</p>
        )}
        <p className="text-sm text-slate-600">
          {t('practice.sitting.answered', {
            answered: formatWholeNumber(questions.length - missing.length),
            total: formatWholeNumber(questions.length),
          })}
        </p>
      </div>
      {attempt.exam.asked ? (
        <p className="text-sm text-slate-600">
          {t('practice.sitting.fewer', {
            count: formatWholeNumber(questions.length),
            asked: formatWholeNumber(attempt.exam.asked),
          })}
        </p>
      ) : null}
      <ChoiceChips
        label={t('practice.layout')}
        name="exam-sitting-layout"
        options={LAYOUTS}
        text={layoutName}
        value={attempt.layout}
        onChange={(layout) => dispatch({ type: 'layout', layout })}
      />
      {shown.map(({ question, index }) => (
        <ExamQuestionView
          key={question.id}
          question={question}
          number={index + 1}
          answer={attempt.answers[question.id] ?? ''}
          onAnswer={(answer) => dispatch({ type: 'answer', questionId: question.id, answer })}
          onFocus={attempt.layout === 'all' ? () => move(index) : undefined}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        {attempt.layout === 'one' ? (
          <>
            <Button
              variant="secondary"
              className="h-11"
              disabled={attempt.current === 0}
              onClick={() => move(attempt.current - 1)}
            >
              {t('practice.sitting.previous')}
            </Button>
            <Button
              variant="secondary"
              className="h-11"
              disabled={attempt.current === questions.length - 1}
              onClick={() => move(attempt.current + 1)}
            >
              {t('practice.sitting.next')}
            </Button>
          </>
        ) : null}
        <Button className="h-11" onClick={askToSubmit}>
          {t('practice.sitting.submit')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('practice.sitting.unanswered')}
      >
        <p className="text-sm text-slate-700">
          {t('practice.sitting.missing', { count: missing.length })}
        </p>
        <ul aria-label={t('practice.sitting.unanswered')} className="my-3 flex flex-wrap gap-2">
          {missing.map((index) => (
            <li key={index}>
              {attempt.layout === 'one' ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setConfirming(false)
                    move(index)
                  }}
                >
                  {t('practice.question', { number: formatWholeNumber(index + 1) })}
                </Button>
              ) : (
                <span className="text-sm font-medium">
                  {t('practice.question', { number: formatWholeNumber(index + 1) })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="flex gap-3">
          <Button
            onClick={() => {
              setConfirming(false)
              onSubmit()
            }}
          >
            {t('practice.sitting.submitAnyway')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('practice.sitting.keepAnswering')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
