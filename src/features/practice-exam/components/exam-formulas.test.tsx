import { render, screen, within } from '@testing-library/react'
import { startAttempt } from '../model/attempt'
import type { ExamQuestion } from '../model/exam'
import { ExamResultsView } from './exam-results-view'
import { ExamQuestionView } from './exam-question'
import { WrittenResult } from './written-result'
import '../model/practice-catalogue'

type WrittenQuestion = Extract<ExamQuestion, { kind: 'written' }>

const question: WrittenQuestion = {
  id: 'x_0',
  kind: 'written',
  section: 'الطاقة',
  prompt: 'اشرح الطاقة.',
  rubric: [
    { text: 'الطاقة $E = mc^2$', keyTerms: [] },
    { text: 'القوة $F = ma$', keyTerms: [] },
  ],
  modelAnswer: 'الطاقة $E = mc^2$ والقوة $F = ma$',
}

/**
 * A written answer's grade with formulas in its rubric points and model answer (#47, clause 5):
 * each formula drawn, left to right in every language, never TeX whose dollar signs a
 * right-to-left page would move.
 */
it("draws the rubric points' and the model answer's formulas left to right", async () => {
  render(
    <WrittenResult
      question={question}
      result={{
        status: 'graded',
        score: 0.5,
        grade: { verdict: 'Partly right', found: [0], missed: [1], by: 'key-terms' },
      }}
      onRetry={() => {}}
      onSecondLook={() => {}}
    />,
  )
  const found = screen.getByRole('list', { name: 'Points found' })
  expect(await within(found).findAllByRole('math')).toHaveLength(1)
  const missed = screen.getByRole('list', { name: 'Points missed' })
  expect(within(missed).getAllByRole('math')).toHaveLength(1)
  const formulas = screen.getAllByRole('math')
  expect(formulas).toHaveLength(4)
  for (const formula of formulas) expect(formula.closest('[dir="ltr"]')).not.toBeNull()
  expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
})

/** A choice whose options are formulas. */
const formulaChoice: ExamQuestion = {
  id: 'x_1',
  kind: 'choice',
  section: 'الطاقة',
  prompt: 'أي علاقة تعطي الطاقة؟',
  options: ['$E = mc^2$', '$F = ma$'],
  answer: 0,
}

it("draws a choice's formulas left to right; the option is still chosen by its radio", async () => {
  const onAnswer = vi.fn()
  render(<ExamQuestionView question={formulaChoice} number={1} answer="" onAnswer={onAnswer} />)
  const choices = screen.getByRole('radiogroup', { name: 'Answer to question 1' })
  const formulas = await within(choices).findAllByRole('math')
  expect(formulas).toHaveLength(2)
  for (const formula of formulas) expect(formula.closest('[dir="ltr"]')).not.toBeNull()
  expect(within(choices).queryByText(/\$/)).not.toBeInTheDocument()
  within(choices).getAllByRole('radio')[1]!.click()
  expect(onAnswer).toHaveBeenCalledWith('1')
})

/**
 * 'Your answer: {answer}' and 'Right answer: {answer}' in the results (#47, clause 5): a formula
 * picked or typed, and the right one, drawn left to right like the rest, never bare TeX.
 */
it("draws the formulas of 'Your answer' and 'Right answer' in the results left to right", async () => {
  const attempt = startAttempt(
    {
      id: 'exam_1',
      guideTitle: 'الطاقة',
      timeLimit: null,
      questions: [formulaChoice],
    },
    'one',
    0,
  )
  render(
    <ExamResultsView
      attempt={{ ...attempt, answers: { x_1: '1' } }}
      results={{ x_1: { status: 'scored', score: 0 } }}
      actions={{ onRetry: () => {}, onSecondLook: () => {}, onNewExam: () => {} }}
      saved={false}
    />,
  )
  const question = screen.getByRole('region', { name: 'Question 1' })
  const given = within(question).getByText(/^Your answer:/)
  const right = within(question).getByText(/Right answer:/)
  const [givenFormula] = await within(given).findAllByRole('math')
  const [rightFormula] = within(right).getAllByRole('math')
  for (const formula of [givenFormula, rightFormula])
    expect(formula?.closest('[dir="ltr"]')).not.toBeNull()
  expect(given).toHaveTextContent(/F\s*=\s*m\s*a/)
  expect(within(question).queryByText(/\$/)).not.toBeInTheDocument()
})
