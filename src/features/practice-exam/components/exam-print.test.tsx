import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPracticeExam, startExam } from '../testing/render-practice-exam'

// The browser's print dialog, which the test environment lacks.
const print = vi.fn()
beforeEach(() => {
  print.mockClear()
  vi.stubGlobal('print', print)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('printing a practice exam', { timeout: 30_000 }, () => {
  it('prints the questions alone, each with its page, then the answer key with the pages the answers rest on', async () => {
    const rendered = renderPracticeExam({ ai: false })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice', 'Written answers'] })
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    await screen.findByRole('heading', { name: 'Exam results' })

    await rendered.user.click(screen.getByRole('button', { name: 'Print exam' }))
    expect(print).toHaveBeenCalledOnce()
    const exam = screen.getByRole('article', { name: 'Cells and Transport: practice exam (print)' })
    expect(exam.closest('.print-sheet')?.parentElement).toBe(document.body)
    expect(exam).toHaveTextContent('Explain what Ribosomes and Nucleus are.')
    expect(exam).not.toHaveTextContent('Answer:')
    // Each question names the page it comes from, as the sitting does.
    const sources = within(exam).getAllByText(/^Source: page \d+$/)
    expect(sources).toHaveLength(5)
    expect(sources.map((source) => source.textContent)).toEqual(
      expect.arrayContaining(['Source: page 2', 'Source: page 3']),
    )
    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })

    await rendered.user.click(screen.getByRole('button', { name: 'Print answer key' }))
    const key = await screen.findByRole('article', {
      name: 'Cells and Transport: practice exam answer key (print)',
    })
    const answers = within(key).getAllByText('Answer:')
    expect(answers).toHaveLength(5)
    expect(key).toHaveTextContent(
      'Answer: Ribosomes: structures that assemble proteins from amino acids. Nucleus:',
    )
    expect(key).toHaveTextContent('Answer: Mitochondria (page 2)')
    expect(key).toHaveTextContent('Answer: Diffusion (page 3)')
  })

  it('prints an exam and its answer key before it is sat: the same questions, nothing started', async () => {
    const { user } = renderPracticeExam({ ai: false })
    await user.click(screen.getByRole('radio', { name: '20' }))
    // Every kind: a true/false statement is drawn by the exam's seed, so another exam differs.
    await user.click(screen.getByRole('button', { name: 'Print exam' }))
    const exam = await screen.findByRole(
      'article',
      { name: 'Cells and Transport: practice exam (print)' },
      { timeout: 12_000 },
    )
    expect(print).toHaveBeenCalledOnce()
    // The questions: the sheet's list items (a choice's options are a list inside them).
    const promptsOf = (sheet: HTMLElement) =>
      [...sheet.querySelectorAll(':scope > ol > li > p:first-child')].map((p) => p.textContent)
    const prompts = promptsOf(exam)
    expect(prompts).toHaveLength(20)
    expect(exam).not.toHaveTextContent('Answer:')
    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })

    await user.click(screen.getByRole('button', { name: 'Print answer key' }))
    const key = await screen.findByRole('article', {
      name: 'Cells and Transport: practice exam answer key (print)',
    })
    expect(within(key).getAllByText('Answer:')).toHaveLength(20)
    expect(promptsOf(key)).toEqual(prompts)
    expect(key).toHaveTextContent(/Answer: (True|False)/)
    // Printing starts no sitting: the set-up is still there.
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit exam' })).not.toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })

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
})
