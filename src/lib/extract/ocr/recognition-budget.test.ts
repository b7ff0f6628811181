import { MAX_RECOGNISED_PAGES } from '@/config/limits'
import { AppError } from '@/lib/errors'
import { RecognitionBudget } from './recognition-budget'

describe('RecognitionBudget', () => {
  it('lets one upload recognise up to the limit, shared by its files', () => {
    const budget = new RecognitionBudget()
    expect(() => budget.take('first.pdf', 150)).not.toThrow()
    expect(() => budget.take('second.pdf', 50)).not.toThrow()
    expect(() => budget.take('third.png', 1)).toThrow(AppError)
  })

  it('refuses a file over the limit with a message naming both numbers', () => {
    const budget = new RecognitionBudget()
    let error: unknown
    try {
      budget.take('archive-scan.pdf', 250)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).message).toBe(
      `File "archive-scan.pdf" needs text recognition on 250 pages; at most ${MAX_RECOGNISED_PAGES} pages can be recognised in one upload. Please split the file or upload fewer scans at a time.`,
    )
    expect(MAX_RECOGNISED_PAGES).toBe(200)
    // A refused file takes nothing: a smaller one still fits.
    expect(() => budget.take('one-page.png', 1)).not.toThrow()
  })
})
