/**
 * Zip bombs in the browser: a Word document and a PowerPoint deck of about
 * 2 MB whose one part inflates to 2 GiB (their zip directories stating a few kilobytes) are
 * refused with their message, the tab stays alive and responsive, and the next file is read.
 * Word documents are read in a worker, never on the page's thread. Prints the time to refuse and the page's heap.
 */
import { expect, test, type Page } from '@playwright/test'
import { buildDocx, buildPptx } from '../../src/lib/extract/testing/office-fixtures'
import { docxWithMainPart, GiB, zipBomb } from '../../src/lib/extract/testing/zip-bombs'
import { GenerationPage, type UploadFile } from './support/generation'
import { builtPath, fetchedByPage, keepPageFetches } from './support/page-thread'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const lecture =
  'The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell.'

const file = (name: string, mimeType: string, bytes: Uint8Array): UploadFile => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
})

/** The longest gap between timer ticks on the page's thread, and its heap. */
async function watchMainThread(page: Page) {
  await page.evaluate(() => {
    const state = { last: performance.now(), worst: 0 }
    ;(window as unknown as { lag: typeof state }).lag = state
    setInterval(() => {
      const now = performance.now()
      state.worst = Math.max(state.worst, now - state.last)
      state.last = now
    }, 20)
  })
  /** The figures since the last call. */
  return async () =>
    page.evaluate(() => {
      const lag = (window as unknown as { lag: { worst: number } }).lag
      const worstGapMs = Math.round(lag.worst)
      lag.worst = 0
      const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
      return { worstGapMs, heapMiB: Math.round((memory?.usedJSHeapSize ?? 0) / 1_048_576) }
    })
}

test("a Word document is read in a worker, never on the page's thread", async ({ page }) => {
  await keepPageFetches(page)
  await page.goto('/')
  const generation = new GenerationPage(page)
  const worker = page.waitForEvent('worker', (started) => started.url().includes('docx.worker'))
  const docx = await buildDocx([{ heading: 1, text: 'Cells' }, lecture])
  await generation.addFiles([file('cells.docx', DOCX, docx)])
  await worker
  // Read in place, the document would need the Word reader and mammoth on the page's thread.
  const fetched = await fetchedByPage(page)
  expect(fetched).not.toContain(builtPath('src/lib/extract/docx.ts'))
  expect(fetched).not.toContain(builtPath('node_modules/mammoth/lib/index.js'))
})

test('Word and PowerPoint bombs of 2 GiB are refused; the tab lives on', async ({ page }) => {
  await page.goto('/')
  const generation = new GenerationPage(page)
  const alert = generation.upload.getByRole('alert')
  const input = generation.upload.getByLabel(/choose files/i)
  const bombs = [
    file(
      'bomb.docx',
      DOCX,
      await zipBomb(await buildDocx(['Cells']), {
        'word/document.xml': { bytes: 2 * GiB, stated: 4_096 },
      }),
    ),
    file(
      'bomb.pptx',
      PPTX,
      await zipBomb(await buildPptx([{ title: 'Cells' }]), {
        'ppt/slides/slide1.xml': { bytes: 2 * GiB, stated: 4_096 },
      }),
    ),
  ]
  const figures = await watchMainThread(page)
  for (const bomb of bombs) {
    expect(bomb.buffer.length).toBeLessThan(3 * 1_048_576)
    const started = Date.now()
    await input.setInputFiles([bomb])
    await figures()
    await expect(alert).toHaveText(
      `File "${bomb.name}" expands to more than 100 MB of text and was not read.`,
      { timeout: 30_000 },
    )
    console.log(
      `${bomb.name} (${(bomb.buffer.length / 1_048_576).toFixed(1)} MB, 2 GiB inflated): refused in ${Date.now() - started} ms`,
      await figures(),
    )
  }
  await expect(generation.upload.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0)
  // The page reads the next file as if nothing happened.
  await generation.addFiles([file('cells.docx', DOCX, await buildDocx(['Cells', lecture]))])
})

test('a Word document whose main part is word/main.dat (1.6 GiB) is refused within 5 s', async ({
  page,
}) => {
  await page.goto('/')
  const generation = new GenerationPage(page)
  const alert = generation.upload.getByRole('alert')
  const base = await docxWithMainPart(await buildDocx(['Cells']), 'word/main.dat')
  const bomb = file(
    'main-dat.docx',
    DOCX,
    // As a zip tool writes it, the directory stating the part's size (the directory that lies is
    // zip-bombs.dom.test.ts's, and the two bombs above).
    await zipBomb(base, { 'word/main.dat': { bytes: 1.6 * GiB } }),
  )
  expect(bomb.buffer.length).toBeLessThan(3 * 1_048_576)
  // The clock starts when the file is chosen, as a student chooses it: in the upload area, which
  // loads as it comes into view (the landing page loads it when reached, or once it has settled).
  const input = generation.upload.getByLabel(/choose files/i)
  await generation.upload.scrollIntoViewIfNeeded()
  await expect(input).toBeAttached()
  const figures = await watchMainThread(page)
  const started = Date.now()
  await input.setInputFiles([bomb])
  await expect(alert).toHaveText(
    'File "main-dat.docx" expands to more than 100 MB of text and was not read.',
    { timeout: 5_000 },
  )
  const refusedMs = Date.now() - started
  const { worstGapMs, heapMiB } = await figures()
  console.log(`main-dat.docx: refused in ${refusedMs} ms`, { worstGapMs, heapMiB })
  expect(refusedMs).toBeLessThan(5_000)
  // The page still answers: the next file is read.
  await generation.addFiles([file('cells.docx', DOCX, await buildDocx(['Cells', lecture]))])
})
