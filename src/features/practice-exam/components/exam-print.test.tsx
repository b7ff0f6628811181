import { screen, waitFor, within } from '@testing-library/react'
import { stubPrintWindow } from '@/testing/print-window'
import { renderPracticeExam, startExam } from '../testing/render-practice-exam'

/** The questions of an exam document: its list items (a choice's options are a list inside). */
function questionsOf(doc: Document) {
  return [...doc.querySelectorAll('main > ol > li')] as HTMLElement[]
}

function promptsOf(doc: Document) {
  return questionsOf(doc).map((question) => question.querySelector('p')?.textContent)
}

describe('a practice exam as a PDF', { timeout: 30_000 }, () => {
  it('prints the questions alone, each with its page, then the answer key with the pages the answers rest on', async () => {
    const printWindow = stubPrintWindow()
    const rendered = renderPracticeExam({ ai: false })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice', 'Written answers'] })
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    await screen.findByRole('heading', { name: 'Exam results' })

    await rendered.user.click(screen.getByRole('button', { name: 'Download exam (PDF)' }))
    await waitFor(() => expect(printWindow.printed()).toBe(1))
    const exam = printWindow.documents[0]!
    expect(exam.title).toBe('Cells and Transport: practice exam')
    expect(exam.body).toHaveTextContent('Explain what Ribosomes and Nucleus are.')
    expect(exam.body).not.toHaveTextContent('Answer:')
    // Each question names the page it comes from, as the sitting does.
    const sources = questionsOf(exam).map(
      (question) => within(question).getByText(/^Source: page \d+$/).textContent,
    )
    expect(sources).toHaveLength(5)
    expect(sources).toEqual(expect.arrayContaining(['Source: page 2', 'Source: page 3']))

    await rendered.user.click(screen.getByRole('button', { name: 'Download answer key (PDF)' }))
    await waitFor(() => expect(printWindow.printed()).toBe(2))
    const key = printWindow.documents[1]!
    expect(key.title).toBe('Cells and Transport: practice exam answer key')
    expect(within(key.body).getAllByText('Answer:')).toHaveLength(5)
    expect(key.body).toHaveTextContent(
      'Answer: Ribosomes: structures that assemble proteins from amino acids. Nucleus:',
    )
    expect(key.body).toHaveTextContent('Answer: Mitochondria (page 2)')
    expect(key.body).toHaveTextContent('Answer: Diffusion (page 3)')
  })

  it('prints an exam and its answer key before it is sat: the same questions, nothing started', async () => {
    const printWindow = stubPrintWindow()
    const { user } = renderPracticeExam({ ai: false })
    await user.click(screen.getByRole('radio', { name: '20' }))
    // Every kind: a true/false statement is drawn by the exam's seed, so another exam differs.
    await user.click(screen.getByRole('button', { name: 'Download exam (PDF)' }))
    await waitFor(() => expect(printWindow.printed()).toBe(1), { timeout: 12_000 })
    const exam = printWindow.documents[0]!
    const prompts = promptsOf(exam)
    expect(prompts).toHaveLength(20)
    expect(exam.body).not.toHaveTextContent('Answer:')

    await user.click(screen.getByRole('button', { name: 'Download answer key (PDF)' }))
    await waitFor(() => expect(printWindow.printed()).toBe(2))
    const key = printWindow.documents[1]!
    expect(within(key.body).getAllByText('Answer:')).toHaveLength(20)
    expect(promptsOf(key)).toEqual(prompts)
    expect(key.body).toHaveTextContent(/Answer: (True|False)/)
    // Printing starts no sitting: the set-up is still there.
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit exam' })).not.toBeInTheDocument()

    // Started with the same settings, the exam sat is the one printed.
    await user.click(screen.getByRole('radio', { name: 'All on one page' }))
    await user.click(screen.getByRole('button', { name: 'Start exam' }))
    await screen.findByRole('button', { name: 'Submit exam' }, { timeout: 12_000 })
    const sat = prompts.map(
      (_, index) =>
        within(screen.getByRole('region', { name: `Question ${index + 1}` })).getByText(
          // The prompt: the question's first paragraph (its page follows it).
          (_, element) =>
            element?.tagName === 'P' &&
            element.parentElement?.tagName === 'SECTION' &&
            element === element.parentElement.querySelector(':scope > p'),
        ).textContent,
    )
    expect(sat).toEqual(prompts)
  })

  it('says how to allow pop-ups when the browser blocks the print window', async () => {
    vi.spyOn(window, 'open').mockReturnValueOnce(null)
    const { user } = renderPracticeExam({ ai: false })
    await user.click(screen.getByRole('button', { name: 'Download answer key (PDF)' }))
    expect(
      await screen.findByText('Allow pop-ups for this site to save the PDF.', undefined, {
        timeout: 12_000,
      }),
    ).toBeInTheDocument()
  })
})
