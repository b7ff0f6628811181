import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Dialog } from '@/components/ui/dialog'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { unanswered, type ExamAttempt } from '../model/attempt'
import type { ExamFlowAction } from '../model/exam-flow'
import { LAYOUTS } from './exam-setup-form'
import { ExamQuestionView } from './exam-question'
import { ExamTimer } from './exam-timer'

/**
 * Taking the exam: one question a page (Previous / Next) or all on one page, the timer, and
 * 'Submit exam', which lists the unanswered questions first.
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
          Practice exam: {attempt.exam.guideTitle}
        </h2>
        {attempt.deadline !== null ? (
          <ExamTimer deadline={attempt.deadline} onTimeUp={onSubmit} />
        ) : (
          <p className="text-sm text-slate-600">No time limit</p>
        )}
      </div>
      <ChoiceChips
        label="Layout"
        name="exam-sitting-layout"
        options={LAYOUTS.map((option) => option.value)}
        text={(value) => LAYOUTS.find((option) => option.value === value)?.label ?? value}
        value={attempt.layout}
        onChange={(layout) => dispatch({ type: 'layout', layout })}
      />
      <p className="text-sm text-slate-600">
        {questions.length - missing.length} of {questions.length} answered
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
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={attempt.current === questions.length - 1}
              onClick={() => move(attempt.current + 1)}
            >
              Next
            </Button>
          </>
        ) : null}
        <Button onClick={askToSubmit}>Submit exam</Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming} title="Unanswered questions">
        <p className="text-sm text-slate-700">
          {missing.length === 1
            ? '1 question has no answer yet:'
            : `${missing.length} questions have no answer yet:`}
        </p>
        <ul aria-label="Unanswered questions" className="my-3 flex flex-wrap gap-2">
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
                  Question {index + 1}
                </Button>
              ) : (
                <span className="text-sm font-medium">Question {index + 1}</span>
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
            Submit anyway
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep answering
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
