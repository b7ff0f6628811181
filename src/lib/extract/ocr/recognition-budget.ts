import { MAX_RECOGNISED_PAGES } from '@/config/limits'
import { readerError } from '../reader-error'

/**
 * The pages one upload may still have recognised: the files picked or dropped together share
 * one budget, so a drop of five 60-page scans stops at the limit with a message naming it.
 */
export class RecognitionBudget {
  constructor(private remaining = MAX_RECOGNISED_PAGES) {}

  /** Takes `pages` from the budget, or refuses the file with both numbers. */
  take(fileName: string, pages: number): void {
    if (pages > this.remaining) {
      throw readerError('tooManyPagesToRecognise', [fileName, pages, MAX_RECOGNISED_PAGES], {
        code: 'too-many-pages-to-recognise',
      })
    }
    this.remaining -= pages
  }
}
