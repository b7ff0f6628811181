/**
 * The bench page of bench:extract (bench/extract-pdf.html, built by bench-page.ts) as every PDF
 * bench opens and reads it: bench/extract-pdf.ts, -workers, -trace and -first-pair.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { BenchRun } from './extract-pdf.page'

/**
 * How long after the student shows intent (the upload area in view, the pointer on Choose files:
 * `preloadExtractors()`) the file is chosen, in bench:extract's first upload.
 */
export const INTENT_LEAD_MS = 1000

/** A new page of `context` on the bench page served at `base`, once its code is ready. */
export async function openExtractPage(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page.goto(new URL('bench/extract-pdf.html', base).href)
  await page.waitForFunction(() => typeof window.runExtractBench === 'function')
  return page
}

/** Reads the PDF at `url` in the page, as the app reads an upload. */
export const readPdf = (page: Page, url: string): Promise<BenchRun> =>
  page.evaluate((href) => window.runExtractBench(href), url)
