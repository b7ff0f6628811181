/**
 * Scans, photos and e-books: a scanned PDF and photos (JPEG, WebP, a sideways phone JPEG made
 * upright by its EXIF orientation) are read by text recognition in the browser
 * (tesseract.js-core, served by the app itself), an EPUB by chapter, and a PDF whose text layer
 * is garbage is recognised instead of sent. Each guide cites the right page or chapter. A PDF
 * with more pages to recognise than one upload allows is refused before any is recognised. The fixtures are lecture pages whose coined words tell which page a point is from
 * (support/lecture-pages.ts); fixtures/recognition/README.md says how the pictures were made.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { buildEpub } from '../../src/lib/extract/testing/epub-fixtures'
import { buildGarbageTextPdf } from '../../src/lib/extract/testing/garbage-pdf'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage, sampleNotes, type UploadFile } from './support/generation'
import { lecturePagesPdf, markerFor, pageProse, wrap } from './support/lecture-pages'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

const fixtureBytes = (name: string) =>
  readFile(new URL(`./fixtures/recognition/${name}`, import.meta.url))

const fixture = async (name: string, mimeType: string): Promise<UploadFile> => ({
  name,
  mimeType,
  buffer: await fixtureBytes(name),
})

/** A scan with no text layer: `pages` pages, each a picture of a lecture page and nothing else. */
async function pictureOnlyPdf(name: string, pages: number): Promise<UploadFile> {
  const doc = await PDFDocument.create()
  // Embedded once, drawn on every page: the file stays as small as the one picture.
  const photo = await doc.embedJpg(await fixtureBytes('board-photo.jpg'))
  for (let index = 0; index < pages; index += 1) {
    doc.addPage([595, 320]).drawImage(photo, { x: 0, y: 0, width: 595, height: 320 })
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

/** What text recognition loads once it starts: its workers and its language data. */
function watchRecognition(page: Page): string[] {
  const loaded: string[] = []
  page.on('worker', (worker) => {
    if (worker.url().includes('ocr.worker')) loaded.push(worker.url())
  })
  page.on('request', (request) => {
    if (/traineddata|tesseract-core/.test(request.url())) loaded.push(request.url())
  })
  return loaded
}

/** The guide's Key Concepts item from page or chapter `n`: it names that one's coined word. */
function pointFrom(page: Page, n: number): Locator {
  return page
    .getByRole('article')
    .getByRole('listitem')
    .filter({ hasText: markerFor(n - 1) })
    .filter({ hasText: 'introduces' })
}

/** Recognition takes seconds a page on a busy machine: wait for the file's character count. */
async function readFiles(generation: GenerationPage, files: UploadFile[]) {
  await generation.upload.getByLabel(/choose files/i).setInputFiles(files)
  const list = generation.upload.getByRole('list', { name: 'Uploaded files' })
  for (const file of files) {
    await expect(list.getByRole('listitem').filter({ hasText: file.name })).toContainText(
      /characters extracted/,
      { timeout: 150_000 },
    )
  }
}

async function generateGuide(page: Page, generation: GenerationPage) {
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 60_000 })
}

// Every test but the photos' (below) has a page and a new user of its own.
test.describe(() => {
  test.beforeEach(async ({ page, request }) => {
    await fakeAi.reset(request)
    await useFakeAi(page)
    const user = await createConfirmedUser(request, { name: 'Scan' })
    await signInViaStorage(page, user, '/')
  })

  test('a scanned PDF is recognised page by page, can be cancelled, and its guide cites the pages', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const generation = new GenerationPage(page)
    const scan = await fixture('scanned-lectures.pdf', 'application/pdf')
    const list = generation.upload.getByRole('list', { name: 'Uploaded files' })

    // Cancel stops recognising and takes the file off the list.
    await generation.upload.getByLabel(/choose files/i).setInputFiles([scan])
    await expect(generation.upload.getByText(/^Recognising text on page 1 of 2$/)).toBeVisible({
      timeout: 30_000,
    })
    await generation.upload.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(list).toHaveCount(0)

    await readFiles(generation, [scan])
    await expect(list).toContainText('Pages 1, 2 were read by text recognition')
    await generateGuide(page, generation)
    for (const n of [1, 2]) {
      await expect(
        pointFrom(page, n).getByRole('button', { name: `Source: page ${n}` }),
      ).toBeVisible()
    }
  })

  test('a PDF needing recognition on 201 pages is refused at once, naming both numbers, and nothing else is lost', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const generation = new GenerationPage(page)
    const list = generation.upload.getByRole('list', { name: 'Uploaded files' })
    await generation.fillNotes(sampleNotes)
    await readFiles(generation, [await lecturePagesPdf('lectures.pdf', 2)])
    const recognition = watchRecognition(page)
    const scan = await pictureOnlyPdf('archive-scan.pdf', 201)
    const reading: UploadFile = {
      name: 'reading-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(pageProse(4)),
    }
    await generation.upload.getByLabel(/choose files/i).setInputFiles([scan, reading])
    // Refused once its text layer is read, before any page is recognised: seconds, not minutes.
    await expect(generation.upload.getByRole('alert')).toHaveText(
      'File "archive-scan.pdf" needs text recognition on 201 pages; at most 200 pages can be recognised in one upload. Please split the file or upload fewer scans at a time.',
      { timeout: 20_000 },
    )
    await expect(list.getByRole('listitem').filter({ hasText: 'archive-scan.pdf' })).toHaveCount(0)
    // The file picked with it, the file listed before and the pasted notes are all still there.
    for (const name of ['reading-notes.txt', 'lectures.pdf']) {
      await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(
        /characters extracted/,
      )
    }
    await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)
    expect(recognition).toEqual([])
  })

  test('a PDF whose text layer is garbage is recognised instead of sent', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const generation = new GenerationPage(page)
    const bytes = await buildGarbageTextPdf([wrap(pageProse(0), 80)])
    await readFiles(generation, [
      { name: 'broken-font.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
    ])
    await generateGuide(page, generation)
    await expect(pointFrom(page, 1).getByRole('button', { name: 'Source: page 1' })).toBeVisible()
    // What the model was sent is the page as a reader sees it, not the text layer's cipher.
    const sent = (await fakeAi.requests(request))
      .flatMap((entry) => entry.body.messages.map((message) => message.content))
      .join('\n')
    expect(sent).toMatch(new RegExp(`the term\\s+${markerFor(0)}`))
    expect(sent).not.toMatch(/Wklv\s+ohfwxuh\s+lqwurgxfhv/)
  })

  test('a page in a script the app has no model for is named, left out, and the rest is kept', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const generation = new GenerationPage(page)
    // Page 1: an English lecture scan. Page 2: a Russian page as a scan, which the English model
    // reads as Latin look-alikes ('Bpejenue' for 'Введение').
    const doc = await PDFDocument.create()
    const [english] = await doc.copyPages(
      await PDFDocument.load(await fixtureBytes('scanned-lectures.pdf')),
      [0],
    )
    doc.addPage(english!)
    const russian = await doc.embedJpg(await fixtureBytes('russian-scan.jpg'))
    doc.addPage([russian.width * 0.48, russian.height * 0.48]).drawImage(russian, {
      x: 0,
      y: 0,
      width: russian.width * 0.48,
      height: russian.height * 0.48,
    })
    const scan = {
      name: 'mixed-scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await doc.save()),
    }

    await readFiles(generation, [scan])
    const item = generation.upload
      .getByRole('list', { name: 'Uploaded files' })
      .getByRole('listitem')
      .filter({ hasText: 'mixed-scan.pdf' })
    await expect(item).toContainText('The text of page 2 could not be recognised reliably')
    await generateGuide(page, generation)
    await expect(pointFrom(page, 1).getByRole('button', { name: 'Source: page 1' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Source: page 2' })).toHaveCount(0)
  })

  test('an EPUB gives one passage per chapter, cited by chapter', async ({ page }) => {
    test.setTimeout(120_000)
    const generation = new GenerationPage(page)
    const chapters = [0, 1, 2].map((index) => ({
      title: `Chapter ${index + 1}`,
      paragraphs: [pageProse(index)],
    }))
    const book = await buildEpub(chapters)
    await readFiles(generation, [
      { name: 'earth-science.epub', mimeType: 'application/epub+zip', buffer: Buffer.from(book) },
    ])
    await generateGuide(page, generation)
    for (const n of [1, 2, 3]) {
      await expect(
        pointFrom(page, n).getByRole('button', { name: `Source: chapter ${n}` }),
      ).toBeVisible()
    }
  })
})

const photos = [
  { name: 'board-photo.jpg', mimeType: 'image/jpeg', shot: 'an upright JPEG' },
  { name: 'board-photo.webp', mimeType: 'image/webp', shot: 'a WebP' },
  // Stored turned a quarter, upright only through its EXIF Orientation (6), as phones save them.
  { name: 'board-photo-sideways.jpg', mimeType: 'image/jpeg', shot: 'a sideways phone JPEG' },
]

// The three photos are read in turn on one signed-in page: the sign-up, the app's start and text
// recognition's engine (its workers idle a minute before they end) are paid once, not three times.
test.describe.serial('a photo of a page', () => {
  let page: Page
  let requests: APIRequestContext

  test.beforeAll(async ({ browser, playwright }) => {
    requests = await playwright.request.newContext()
    await fakeAi.reset(requests)
    page = await browser.newPage({ baseURL: e2eEnv.appUrl })
    await useFakeAi(page)
    const user = await createConfirmedUser(requests, { name: 'Scan' })
    await signInViaStorage(page, user, '/')
  })

  test.afterAll(async () => {
    await page.context().close()
    await requests.dispose()
  })

  for (const photo of photos) {
    test(`(${photo.shot}) is recognised and cited as page 1`, async () => {
      test.setTimeout(240_000)
      const generation = new GenerationPage(page)
      // Nothing is left from the photo before: this one is the only file read.
      await expect(generation.upload.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0)
      await readFiles(generation, [await fixture(photo.name, photo.mimeType)])
      await generateGuide(page, generation)
      // The photo shows lecture 3's page: the point naming its coined word cites the photo's page.
      await expect(pointFrom(page, 3).getByRole('button', { name: 'Source: page 1' })).toBeVisible()
      // Back to the upload form inside the app, so recognition's workers are kept for the next.
      await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click()
      await page.getByRole('button', { name: 'Create New Guide' }).click()
    })
  }
})
