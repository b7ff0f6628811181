/**
 * PDF extraction in the browser: pages are read in our PDF workers, never on the page's thread,
 * and their failures reach the page with the same messages as in the unit tests (which read in
 * place).
 */
import { expect, test } from '@playwright/test'
import { buildEncryptedPdf } from '../../src/lib/extract/testing/pdf-fixtures'
import { GenerationPage, lecturePdf, type UploadFile } from './support/generation'
import { builtPath, fetchedByPage, fetchedByWorker, keepPageFetches } from './support/page-thread'

const pdf = (name: string, bytes: Uint8Array): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(bytes),
})

test("a PDF's pages are read in a worker, never on the page's thread", async ({ page }) => {
  await keepPageFetches(page)
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePdf()])
  // Reading a page needs PDFium: the file was read, and only a PDF worker ever loaded it (a
  // worker starting is not enough: the upload area starts one as it scrolls into view).
  const pdfium = builtPath('node_modules/@embedpdf/pdfium/dist/pdfium.wasm')
  const pdfWorkers = page.workers().filter((worker) => worker.url().includes('pdf.worker'))
  const fetchedByWorkers = (await Promise.all(pdfWorkers.map(fetchedByWorker))).flat()
  expect(fetchedByWorkers).toContain(pdfium)
  expect(await fetchedByPage(page)).not.toContain(pdfium)
  expect(await fetchedByPage(page)).not.toContain(
    builtPath('node_modules/@embedpdf/pdfium/dist/index.browser.js'),
  )
})

test('the PDF workers start when the student reaches Choose files, before any file', async ({
  page,
}) => {
  await page.goto('/')
  const generation = new GenerationPage(page)
  const worker = page.waitForEvent('worker', (started) => started.url().includes('pdf.worker'))
  await generation.upload.getByText('Choose files').hover()
  await worker
})

test('after the intent, the first PDF worker warms up and the others follow while no file comes', async ({
  page,
}) => {
  const pdfWorkers: string[] = []
  page.on('worker', (started) => {
    if (started.url().includes('pdf.worker')) pdfWorkers.push(started.url())
  })
  await page.goto('/')
  const generation = new GenerationPage(page)
  const first = page.waitForEvent('worker', (started) => started.url().includes('pdf.worker'))
  await generation.upload.getByText('Choose files').hover()
  await first
  expect(pdfWorkers).toHaveLength(1)
  const cores = await page.evaluate(() => navigator.hardwareConcurrency || 1)
  await expect.poll(() => pdfWorkers.length, { timeout: 15_000 }).toBe(Math.min(4, cores))
  await generation.addFiles([await lecturePdf()])
})

test('a password-protected and a damaged PDF are refused with their messages', async ({ page }) => {
  await page.goto('/')
  const generation = new GenerationPage(page)
  const alert = generation.upload.getByRole('alert')
  const input = generation.upload.getByLabel(/choose files/i)
  await input.setInputFiles([pdf('secret.pdf', await buildEncryptedPdf())])
  await expect(alert).toHaveText(
    'File "secret.pdf" is password-protected. Please remove the password and try again.',
  )
  const garbage = new TextEncoder().encode(`%PDF-1.7\n${'\u0001\u00ff garbage '.repeat(50)}`)
  await input.setInputFiles([pdf('broken.pdf', garbage)])
  await expect(alert).toHaveText('Failed to read PDF file')
  await expect(generation.upload.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0)
  // The workers read the next PDF as if nothing happened.
  await generation.addFiles([await lecturePdf()])
})
