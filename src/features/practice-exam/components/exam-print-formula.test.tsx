import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Exam } from '../model/exam'
import { PrintExamButtons } from './print-exam-buttons'

// The browser's print dialog, which the test environment lacks; it notes whether the sheet's
// formula was drawn (KaTeX's markup) at the moment the dialog opened.
let drawnWhenPrinted: boolean | null = null
const print = vi.fn(() => {
  drawnWhenPrinted = document.querySelector('.print-sheet .katex') !== null
})
beforeEach(() => {
  drawnWhenPrinted = null
  vi.stubGlobal('print', print)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const exam: Exam = {
  id: 'exam_1',
  guideTitle: 'الطاقة',
  timeLimit: null,
  questions: [
    {
      id: 'x_0',
      kind: 'choice',
      section: 'الطاقة',
      prompt: 'ما العلاقة $E = mc^2$؟',
      options: ['الكتلة والطاقة', '$F = ma$'],
      answer: 0,
    },
  ],
}

/**
 * A formula on the printed exam (#47, clause 5): drawn by KaTeX, left to right in every language,
 * and drawn before the print dialog opens, so the paper never shows TeX whose dollar signs a
 * right-to-left page would move.
 */
it("prints the exam's formulas drawn left to right, drawn before the print dialog opens", async () => {
  const user = userEvent.setup()
  render(<PrintExamButtons examToPrint={() => Promise.resolve(exam)} />)
  await user.click(screen.getByRole('button', { name: 'Print exam' }))
  await waitFor(() => expect(print).toHaveBeenCalledOnce())
  expect(drawnWhenPrinted).toBe(true)

  const sheet = screen.getByRole('article', { name: 'الطاقة: practice exam (print)' })
  const formulas = within(sheet).getAllByRole('math')
  expect(formulas).toHaveLength(2)
  for (const formula of formulas) expect(formula.closest('[dir="ltr"]')).not.toBeNull()
  expect(within(sheet).queryByText(/\$/)).not.toBeInTheDocument()
})
