import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Dialog } from '@/components/ui/dialog'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { useStudying } from '@/lib/app-update/use-app-update'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { unanswered, type ExamAttempt } from '../model/attempt'
import type { ExamFlowAction } from '../model/exam-flow'
import { LAYOUTS, layoutName } from './exam-setup-form'
import { ExamQuestionView } from './exam-question'
import { ExamTimer } from './exam-timer'

/**
 * Taking the exam: one question a page (Previous / Next) or all on one page, the timer, and
 * 'Submit exam', which lists the unanswered questions first. A new version waits until the exam
 * is submitted ('A new version is ready — Reload' never in the middle of one).
 */
export function ExamSitting({
  attempt,
  dispatch,
  onSubmit,
}: {
  attempt: ExamAttempt
  dispatch: (action: ExamFlowAction) => void
  onSubmit: () => void
}) {
  const { t } = useTranslation()
  useStudying(true)
  const [confirming, setConfirming] = useState(false)
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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('practice.sitting.heading', { guide: attempt.exam.guideTitle })}
        </h2>
        {attempt.deadline !== null ? (
          <ExamTimer deadline={attempt.deadline} onTimeUp={onSubmit} />
        ) : (
          <p className="text-sm text-slate-600">{t('practice.noTimeLimit')}</p>
        )}
      </div>
      <ChoiceChips
        label={t('practice.layout')}
        name="exam-sitting-layout"
        options={LAYOUTS}
        text={layoutName}
        value={attempt.layout}
        onChange={(layout) => dispatch({ type: 'layout', layout })}
      />
      <p className="text-sm text-slate-600">
        {t('practice.sitting.answered', {
          answered: formatWholeNumber(questions.length - missing.length),
          total: formatWholeNumber(questions.length),
        })}
      </p>
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
              disabled={attempt.current === 0}
              onClick={() => move(attempt.current - 1)}
            >
              {t('practice.sitting.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={attempt.current === questions.length - 1}
              onClick={() => move(attempt.current + 1)}
            >
              {t('practice.sitting.next')}
            </Button>
          </>
        ) : null}
        <Button onClick={askToSubmit}>{t('practice.sitting.submit')}</Button>
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
