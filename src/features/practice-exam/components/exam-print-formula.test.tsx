import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { stubPrintWindow } from '@/testing/print-window'
import type { Exam } from '../model/exam'
import { ExamPdfButtons } from './exam-pdf-buttons'

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
 * A formula on the exam's PDF (#47, clause 5): drawn by KaTeX in the document the print window
 * is given, named by its spoken form, left to right in every language, with KaTeX's stylesheet
 * and fonts inside it, so the paper never shows TeX whose dollar signs a right-to-left page
 * would move.
 */
it("prints the exam's formulas drawn left to right, drawn before the print dialog opens", async () => {
  const printWindow = stubPrintWindow()
  const user = userEvent.setup()
  render(<ExamPdfButtons examToPrint={() => Promise.resolve(exam)} />)
  await user.click(screen.getByRole('button', { name: 'Download exam (PDF)' }))
  await waitFor(() => expect(printWindow.printed()).toBe(1))

  const doc = printWindow.documents[0]!
  const formulas = [...doc.querySelectorAll('main math')]
  expect(formulas).toHaveLength(2)
  for (const formula of formulas) {
    expect(formula.closest('[dir="ltr"]')).not.toBeNull()
    expect(formula.getAttribute('aria-label')).toBeTruthy()
  }
  expect(doc.querySelector('main')?.textContent).not.toMatch(/\$/)
  const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent).join('')
  expect(styles).toContain('.katex')
  expect(styles).toContain('url(data:font/woff2;base64,')
})
