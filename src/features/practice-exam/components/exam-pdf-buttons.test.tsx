import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { stubPrintWindow } from '@/testing/print-window'
import type { Exam } from '../model/exam'
import { ExamPdfButtons } from './exam-pdf-buttons'

const exam: Exam = {
  id: 'exam_1',
  guideTitle: 'Cells',
  timeLimit: null,
  questions: [
    { id: 'x_0', kind: 'blank', section: 'Cells', prompt: 'Cells hold ___.', answer: 'DNA' },
  ],
}

/**
 * An exam prepared on the press (before it is sat) can take seconds; a browser lets a page open a
 * window only just after a press, so the print window opens at once and gets the document later.
 */
describe('the exam PDF buttons', () => {
  it('open the print window at the press, before the exam is ready, and print it once made', async () => {
    const printWindow = stubPrintWindow()
    let ready: (exam: Exam) => void = () => {}
    const user = userEvent.setup()
    render(<ExamPdfButtons examToPrint={() => new Promise<Exam>((resolve) => (ready = resolve))} />)
    await user.click(screen.getByRole('button', { name: 'Download exam (PDF)' }))
    expect(printWindow.open).toHaveBeenCalledOnce()
    expect(printWindow.documents).toHaveLength(0)
    ready(exam)
    await waitFor(() => expect(printWindow.printed()).toBe(1))
    expect(printWindow.documents[0]?.title).toBe('Cells: practice exam')
    expect(printWindow.closed()).toBe(0)
  })

  it('close the print window again when no exam could be made', async () => {
    const printWindow = stubPrintWindow()
    const user = userEvent.setup()
    render(<ExamPdfButtons examToPrint={() => Promise.resolve(null)} />)
    await user.click(screen.getByRole('button', { name: 'Download answer key (PDF)' }))
    await waitFor(() => expect(printWindow.closed()).toBe(1))
    expect(printWindow.printed()).toBe(0)
    expect(printWindow.documents).toHaveLength(0)
  })
})
