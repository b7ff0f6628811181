import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage, type UploadFile } from './support/generation'
import { QuizTab } from './support/quiz'

/**
 * Issue #16: material that does not fit the model's window is read in parts. The fake server
 * enforces gpt-4's 8,192-token window (refusing larger prompts with context_length_exceeded,
 * as OpenAI does), and the app, with the student's default window for gpt-4, must never send
 * one.
 */

const WINDOW = 8_192
const PAGE_COUNT = 60

const TOPICS = [
  'glacial erosion',
  'coral reef ecology',
  'volcanic arcs',
  'river deltas',
  'desert dunes',
  'monsoon circulation',
  'ocean upwelling',
  'permafrost thaw',
  'karst landscapes',
  'estuary tides',
  'the Roman census',
  'medieval guilds',
  'the printing press',
  'Atlantic trade routes',
  'the steam engine',
  'early railways',
  'the telegraph',
  'public sanitation',
  'the cotton gin',
  'canal building',
  'supply and demand',
  'price elasticity',
  'comparative advantage',
  'central banking',
  'inflation targeting',
  'labour markets',
  'public goods',
  'tax incidence',
  'market failure',
  'game theory',
  'photosynthesis',
  'cellular respiration',
  'protein folding',
  'gene expression',
  'the immune response',
  'nerve impulses',
  'muscle contraction',
  'kidney filtration',
  'hormone signalling',
  'bone remodelling',
  'Newtonian motion',
  'conservation of energy',
  'wave interference',
  'electric circuits',
  'magnetic induction',
  'thermal expansion',
  'fluid pressure',
  'optical lenses',
  'radioactive decay',
  'orbital mechanics',
  'sonnet structure',
  'the tragic hero',
  'unreliable narrators',
  'satire in prose',
  'free verse',
  'the epistolary novel',
  'dramatic irony',
  'gothic settings',
  'stream of consciousness',
  'the chorus in drama',
]

const ONSETS = ['br', 'cl', 'dr', 'fl', 'gr', 'kl', 'pr', 'sk', 'tr', 'vl']
const MIDDLES = ['ava', 'eno', 'ira', 'olu', 'ume', 'yxo']

/** A coined word no page shares with another (and none contains another): 'Bravathite'. */
function markerFor(index: number): string {
  const onset = ONSETS[index % ONSETS.length] ?? 'br'
  const middle = MIDDLES[Math.floor(index / ONSETS.length)] ?? 'ava'
  return `${onset.charAt(0).toUpperCase()}${onset.slice(1)}${middle}thite`
}

/**
 * About 1,200 characters of plain, varied prose on one topic, naming its marker word. Every
 * sentence names its page within its first 60 characters (the topic, the marker or the lecture
 * number), so a quiz question quoting any sentence tells which page it came from.
 */
function pageProse(index: number): string {
  const topic = TOPICS[index] ?? `topic ${index + 1}`
  const marker = markerFor(index)
  return [
    `Lecture ${index + 1}: ${topic}.`,
    `This lecture introduces ${topic} and the term ${marker}, which the course uses for the central mechanism behind it.`,
    `Scholars first described ${topic} in careful field notes, and their early accounts still shape how the subject is taught today.`,
    `The key idea is that ${marker} links cause and effect: when one condition changes, the rest of the system responds in a predictable order.`,
    `Students often confuse ${topic} with neighbouring ideas, so it helps to list what it explains and what it leaves to other lectures.`,
    `A worked example on ${topic} follows the process step by step, from the first observation to the measured outcome and the conclusion.`,
    `Exam questions on ${topic} usually ask for a definition, one example, and a short explanation of why ${marker} matters in practice.`,
    `Remember that the evidence for ${topic} comes from several independent sources, which is why most textbooks treat it as well established.`,
    `In the seminar on ${topic} we compare two case studies and ask which features of ${marker} they share and where they differ in scale.`,
    `The reading list for lecture ${index + 1} gives one classic paper and one recent review; read the review first for the overall picture.`,
  ].join(' ')
}

/**
 * The page (1-60) a quoted piece of the lectures comes from: its '[page N]' tag, its lecture
 * number, else the longest topic or the marker it names; null when it names none.
 */
function pageOf(quote: string): number | null {
  const tagged = /\[page (\d+)\]/.exec(quote) ?? /\blecture (\d+)\b/i.exec(quote)
  if (tagged?.[1]) return Number(tagged[1])
  let best: { page: number; length: number } | null = null
  for (let index = 0; index < PAGE_COUNT; index++) {
    for (const name of [TOPICS[index] ?? '', markerFor(index)]) {
      if (name && quote.includes(name) && name.length > (best?.length ?? 0))
        best = { page: index + 1, length: name.length }
    }
  }
  return best?.page ?? null
}

/** 1, 2 or 3: the third of the 60 pages a page is in. */
const thirdOf = (page: number) => Math.ceil((page * 3) / PAGE_COUNT)

/** Words packed into lines short enough for an A4 page at 10 pt. */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '') lines.push(line)
  return lines
}

async function longLecturePdf(name = 'sixty-lectures.pdf'): Promise<UploadFile> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let index = 0; index < PAGE_COUNT; index++) {
    const page = doc.addPage([595, 842])
    wrap(pageProse(index)).forEach((line, row) =>
      page.drawText(line, { x: 40, y: 790 - row * 14, size: 10, font }),
    )
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

interface LoggedRequest {
  purpose: string
  at: number
  endedAt?: number
  aborted?: boolean
  promptTokens?: number
  body: { max_tokens?: number; messages: { role: string; content: string }[] }
}

async function loggedRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  return (await response.json()) as LoggedRequest[]
}

/** The text of the last user message: the material a request carried. */
const userText = (entry: LoggedRequest) =>
  entry.body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''

/** Whether a notes request merges notes (a condensing round) rather than reads a part. */
const isMerge = (entry: LoggedRequest) => userText(entry).startsWith('Merge these notes')

async function readLongPdf(page: Page, name: string) {
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await longLecturePdf(name)])
  await generation.generateFromFiles()
  return generation
}

async function setWindow(request: APIRequestContext, tokens: number | null) {
  const response = await request.post(`${e2eEnv.aiControlUrl}/__context`, { data: { tokens } })
  expect(response.ok()).toBe(true)
}

async function pointAtFakeGpt4(page: Page) {
  // No contextTokens: gpt-4's default window (8,192) applies.
  await page.addInitScript((baseURL) => {
    localStorage.setItem('studywise.ai-provider', JSON.stringify({ baseURL, model: 'gpt-4' }))
  }, e2eEnv.aiBaseUrl)
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
  await setWindow(request, WINDOW)
})

test.afterEach(async ({ request }) => {
  await setWindow(request, null)
  await fakeAi.reset(request)
})

test('a 60-page PDF over gpt-4’s window is read in parts and becomes a guide', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const pdf = await longLecturePdf()
  const text = Array.from({ length: PAGE_COUNT }, (_, i) => pageProse(i)).join(' ')
  expect(text.length).toBeGreaterThan(PAGE_COUNT * 1_100)

  await pointAtFakeGpt4(page)
  // Notes come back at a slow model's pace, so the reading (one wave of four parts) stays in
  // view while the status and the bar are checked, however busy the machine.
  await fakeAi.script(request, { purpose: 'chunkNotes', delayMs: 3_000, times: 50 })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([pdf])
  await generation.generateFromFiles()

  const status = generation.upload.getByRole('status').filter({ hasText: /Reading part|ready/ })
  await expect(status).toContainText(/Reading part \d+ of \d+ \(pages \d+–\d+\)/, {
    timeout: 20_000,
  })
  await expect(
    generation.upload.getByRole('progressbar', { name: 'Reading your material' }),
  ).toBeVisible()
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 90_000 })
  await expect(page.locator('#delivered-guide').getByRole('article')).toBeVisible()

  const requests = await loggedRequests(request)
  const notes = requests.filter((entry) => entry.purpose === 'chunkNotes')
  expect(notes.length).toBeGreaterThan(1)
  expect(requests.some((entry) => entry.purpose === 'studyGuide')).toBe(true)
  // Every request was counted and none went over the window (so none was refused).
  for (const entry of requests) {
    expect(entry.promptTokens, `${entry.purpose} prompt counted`).toBeDefined()
    expect((entry.promptTokens ?? 0) + (entry.body.max_tokens ?? 0)).toBeLessThanOrEqual(WINDOW)
  }
  // Every page reached the model.
  const sent = requests.flatMap((entry) => entry.body.messages.map((m) => m.content)).join('\n')
  const missing = Array.from({ length: PAGE_COUNT }, (_, i) => markerFor(i)).filter(
    (marker) => !sent.includes(marker),
  )
  expect(missing).toEqual([])
})

test('Cancel while reading stops every request and keeps the file', async ({ page, request }) => {
  await pointAtFakeGpt4(page)
  // Notes that take far longer than the test: only Cancel ends these requests.
  await fakeAi.script(request, { purpose: 'chunkNotes', delayMs: 60_000, times: 50 })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await longLecturePdf('cancel-me.pdf')])
  await generation.generateFromFiles()

  const status = generation.upload.getByRole('status').filter({ hasText: /Reading part|ready/ })
  await expect(status).toContainText(/Reading part \d+ of \d+/, { timeout: 20_000 })
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(1)
  // The first wave (up to four parts at a time) has reached the server.
  const firstWave = Math.min(4, total)
  await expect
    .poll(
      async () =>
        (await loggedRequests(request)).filter((entry) => entry.purpose === 'chunkNotes').length,
    )
    .toBe(firstWave)

  const before = await loggedRequests(request)
  const cancelledAt = Date.now()
  await generation.upload.getByRole('button', { name: 'Cancel', exact: true }).click()

  await expect(generation.upload.getByText(/Reading part/)).toHaveCount(0)
  await expect(
    generation.upload.getByRole('progressbar', { name: 'Reading your material' }),
  ).toHaveCount(0)
  await expect(generation.upload.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(
    0,
  )
  await expect(
    generation.upload
      .getByRole('list', { name: 'Uploaded files' })
      .getByRole('listitem')
      .filter({ hasText: 'cancel-me.pdf' }),
  ).toBeVisible()
  await expect(generation.upload.getByRole('alert')).toHaveCount(0)

  // None started after Cancel, once the page has settled…
  await expect(
    generation.upload.getByRole('button', { name: 'Generate Study Guide from Files' }),
  ).toBeEnabled()
  const after = await loggedRequests(request)
  expect(after).toHaveLength(before.length)
  expect(after.filter((entry) => entry.at >= cancelledAt)).toEqual([])
  // …and every request in flight was dropped (the server saw the client go away).
  await expect
    .poll(async () =>
      (await loggedRequests(request))
        .filter((entry) => entry.purpose === 'chunkNotes')
        .map((entry) => entry.aborted === true),
    )
    .toEqual(Array.from({ length: firstWave }, () => true))
})

test('quiz questions on the 60-page PDF come from its first, middle and last thirds', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await pointAtFakeGpt4(page)
  const generation = await readLongPdf(page, 'quiz-me.pdf')
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 90_000 })

  const delivered = page.locator('#delivered-guide')
  await delivered.getByRole('tab', { name: 'Quiz' }).click()
  const quiz = new QuizTab(page)
  await expect(quiz.dashboardHeading).toBeVisible()
  await quiz.generate(10)

  // The request carried passages from every third of the material, not only the guide.
  const quizRequests = (await loggedRequests(request)).filter((entry) => entry.purpose === 'quiz')
  expect(quizRequests).toHaveLength(1)
  const sent = userText(quizRequests[0] as LoggedRequest)
  const sentPages = [...sent.matchAll(/\[page (\d+)\]/g)].map((match) => Number(match[1]))
  expect(new Set(sentPages.map(thirdOf))).toEqual(new Set([1, 2, 3]))
  const window = (quizRequests[0]?.promptTokens ?? 0) + (quizRequests[0]?.body.max_tokens ?? 0)
  expect(window).toBeLessThanOrEqual(WINDOW)

  // …and the questions shown cover every third too.
  const shownPages: (number | null)[] = []
  for (let number = 1; number <= 10; number++) {
    await expect(quiz.progress(number, 10)).toBeVisible()
    const question = page.getByRole('heading', { level: 3, name: /^Question \d+: / })
    shownPages.push(pageOf((await question.textContent()) ?? ''))
    // The stand-in puts question i's right answer at option i % 4: no mistake to explain.
    await quiz.choose((number - 1) % 4)
    await expect(page.getByText('Correct!')).toBeVisible()
    if (number < 10) await quiz.moveOn()
  }
  expect(shownPages).not.toContain(null)
  expect(new Set(shownPages.map((shown) => thirdOf(shown ?? 0)))).toEqual(new Set([1, 2, 3]))
})

test('a part that keeps failing is named by its pages; Retry reads only that part and completes the guide', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await pointAtFakeGpt4(page)
  // Every attempt at the part holding lecture 31 fails (the client's retries included).
  await fakeAi.script(request, {
    purpose: 'chunkNotes',
    contains: 'Lecture 31:',
    status: 500,
    times: 100,
  })
  const generation = await readLongPdf(page, 'flaky-part.pdf')

  const alert = generation.upload.getByRole('alert')
  await expect(alert).toContainText(/Could not read pages \d+–\d+\./, { timeout: 90_000 })
  const failing = (await loggedRequests(request)).filter(
    (entry) => entry.purpose === 'chunkNotes' && userText(entry).includes('Lecture 31:'),
  )
  expect(failing.length).toBeGreaterThan(1)
  const part = /^Part: (pages \d+–\d+)\./m.exec(userText(failing[0] as LoggedRequest))?.[1]
  expect(part).toBeDefined()
  await expect(alert).toContainText(`Could not read ${part}.`)
  const [from, to] = (part ?? '').match(/\d+/g)?.map(Number) ?? []
  expect(from).toBeLessThanOrEqual(31)
  expect(to).toBeGreaterThanOrEqual(31)
  // The file is kept for the retry.
  await expect(
    generation.upload
      .getByRole('list', { name: 'Uploaded files' })
      .getByRole('listitem')
      .filter({ hasText: 'flaky-part.pdf' }),
  ).toBeVisible()

  // The provider recovers; Retry asks again for that part only.
  await request.delete(`${e2eEnv.aiControlUrl}/__script`)
  const before = (await loggedRequests(request)).length
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('#delivered-guide').getByRole('article')).toBeVisible()

  const afterRetry = (await loggedRequests(request)).slice(before)
  const reread = afterRetry.filter((entry) => entry.purpose === 'chunkNotes' && !isMerge(entry))
  expect(reread).toHaveLength(1)
  expect(userText(reread[0] as LoggedRequest)).toContain(`Part: ${part}.`)
  expect(afterRetry.at(-1)?.purpose).toBe('studyGuide')
})
