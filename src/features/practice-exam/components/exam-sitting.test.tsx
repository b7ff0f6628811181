import { act, render, screen } from '@testing-library/react'
import { UpdateNotice } from '@/components/layout/update-notice'
import { forgetUpdate, reportUpdateReady } from '@/lib/app-update/app-update'
import { startAttempt } from '../model/attempt'
import type { Exam } from '../model/exam'
import { ExamSitting } from './exam-sitting'

const exam: Exam = {
  id: 'x1',
  guideTitle: 'Cell Biology',
  timeLimit: 20,
  questions: [
    {
      id: 'x_0',
      section: 'Membranes',
      kind: 'choice',
      prompt: 'What surrounds the cell?',
      options: ['The membrane', 'The nucleus'],
      answer: 0,
    },
  ],
}

const none = () => {}

afterEach(() => act(() => forgetUpdate()))

// Issue 43: 'A new version is ready — Reload' never in the middle of a practice exam.
it('keeps a new version waiting while the exam is under way, and offers it once it ends', () => {
  const attempt = startAttempt(exam, 'one', Date.now())
  const { rerender } = render(
    <>
      <UpdateNotice />
      <ExamSitting attempt={attempt} dispatch={none} onSubmit={none} />
    </>,
  )
  act(() => reportUpdateReady(none))
  expect(screen.getByRole('heading', { name: /Cell Biology/ })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()

  // Submitted: the sitting gives way to the results.
  rerender(<UpdateNotice />)
  expect(screen.getByRole('status')).toHaveTextContent('A new version is ready — Reload')
})
