/**
 * What the page's own thread fetched, told apart from what its workers fetched: each keeps its
 * own resource timing. A file read in place needs its reader on the page's thread (PDFium's
 * WebAssembly, the Word reader and mammoth), so a page that never fetched them read it elsewhere.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Worker } from '@playwright/test'
import { e2eEnv } from './env'

/** The path the e2e build gave a source file (its Vite manifest), e.g. `/assets/docx-1a2b.js`. */
export function builtPath(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(e2eEnv.distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const built = manifest[source]
  if (!built) throw new Error(`${source} is not in the build`)
  return `/${built.file}`
}

/** Call before the page loads: no fetch of the page's thread is dropped from its timing. */
export async function keepPageFetches(page: Page): Promise<void> {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000))
}

const fetchedPaths = () =>
  performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)

/** The paths the page's own thread fetched (not its workers'). */
export function fetchedByPage(page: Page): Promise<string[]> {
  return page.evaluate(fetchedPaths)
}

/** The paths a worker fetched. */
export function fetchedByWorker(worker: Worker): Promise<string[]> {
  return worker.evaluate(fetchedPaths)
}
