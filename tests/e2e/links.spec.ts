import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { fakeAi, GenerationPage } from './support/generation'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'
import { CAPTIONED_TITLE, CAPTIONED_VIDEO } from '../support/youtube-stand-in'

/**
 * Links and transcripts as sources. A page served here, on this machine (the local backend's
 * `source` function may fetch loopback on any port; hosted, never), gives a guide cited by its
 * headings; the refusals say why; a pasted time-lined transcript is cited by its times. YouTube
 * is the fake provider's stand-in (tests/support/youtube-stand-in.ts, SOURCE_YOUTUBE_BASE): one
 * video with captions, every other refused as YouTube refuses servers.
 */

const TOPICS = [
  ['Osmosis', 'Osmosis moves water across a semipermeable membrane toward more solute.'],
  ['Diffusion', 'Diffusion spreads particles from high to low concentration without energy.'],
  ['Active transport', 'Active transport pumps ions against their gradient using ATP.'],
] as const

const long = (sentence: string) =>
  `${sentence} It is one of the ways cells exchange matter with their surroundings. Students meet it early, and examiners ask about it often. A worked example makes it clear.`

const ARTICLE = `<!doctype html><html lang="en"><head><title>Membrane transport</title></head><body>
<nav><a href="/">Home</a> · <a href="/about">About</a></nav>
<main><article><h1>Membrane transport</h1>
<p>${long('Cells control what crosses their membranes in several ways.')}</p>
${TOPICS.map(([heading, sentence]) => `<h2>${heading}</h2><p>${long(sentence)}</p>`).join('\n')}
</article></main><footer>Cookie settings</footer></body></html>`

let server: Server
let site: string

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/article') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(ARTICLE)
    } else if (req.url === '/menu') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end('<html><body><nav><a href="/">Home</a></nav><p>Welcome.</p></body></html>')
    } else if (req.url === '/picture') {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    } else if (req.url === '/hop') {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' })
      res.end()
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((done) => server.close(done))
})

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})

async function addLink(page: Page, link: string) {
  const upload = new GenerationPage(page).upload
  await upload.getByRole('textbox', { name: 'Link to a web page or YouTube video' }).fill(link)
  await upload.getByRole('button', { name: 'Add link' }).click()
}

test('a web page gives a guide cited by its headings', async ({ page, request }) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Lina' })
  await signInViaStorage(page, user, '/')
  await addLink(page, `${site}/article`)
  const generation = new GenerationPage(page)
  const list = generation.upload.getByRole('list', { name: 'Uploaded files' })
  await expect(list.getByRole('listitem').filter({ hasText: 'Membrane transport' })).toContainText(
    /characters extracted/,
    { timeout: 20_000 },
  )
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 90_000 })
  for (const [heading] of TOPICS)
    await expect(page.getByRole('button', { name: `Source: ${heading}` }).first()).toBeVisible()
  await expect(page.getByText('Cookie settings')).toHaveCount(0)
})

test('links that cannot be read say why', async ({ page, request }) => {
  test.setTimeout(90_000)
  const user = await createConfirmedUser(request, { name: 'Rafa' })
  await signInViaStorage(page, user, '/')
  const upload = new GenerationPage(page).upload
  const refusals: [string, string][] = [
    ['ftp://example.com/notes.txt', 'only http and https links can be read'],
    [`${site}/menu`, 'it has no readable article'],
    [`${site}/picture`, 'only web pages, PDF and plain text can be read'],
    ['http://10.0.0.1/', 'the link points to a private or reserved network address'],
    [`${site}/hop`, 'the link points to a private or reserved network address'],
  ]
  for (const [link, reason] of refusals) {
    await addLink(page, link)
    await expect(upload.getByText(`This page could not be read: ${reason}.`)).toBeVisible({
      timeout: 20_000,
    })
  }
  await expect(upload.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0)
})

test('a visitor who is not signed in is asked to sign in', async ({ page }) => {
  await page.goto('/')
  await addLink(page, `${site}/article`)
  await expect(page.getByText('This page could not be read: sign in to add links.')).toBeVisible({
    timeout: 20_000,
  })
})

test('a pasted time-lined transcript gives citations by time', async ({ page, request }) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Tim' })
  await signInViaStorage(page, user, '/')
  const transcript = TOPICS.map(([, sentence], i) => `${i * 2}:0${i}\n${long(sentence)}`).join('\n')
  const generation = new GenerationPage(page)
  await generation.fillNotes(transcript, 'Transport lecture')
  await generation.generateFromNotes()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 90_000 })
  for (const time of ['0:00', '2:01', '4:02'])
    await expect(page.getByRole('button', { name: `Source: ${time}` }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Source: 2:01' }).first().click()
  const viewer = page.getByRole('dialog', { name: 'Source' })
  await expect(viewer).toContainText('Diffusion spreads particles')
})

test('a YouTube video’s captions give a guide cited by time, each citation opening the video there', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Ines' })
  await signInViaStorage(page, user, '/')
  await addLink(page, `https://youtu.be/${CAPTIONED_VIDEO}`)
  const generation = new GenerationPage(page)
  const list = generation.upload.getByRole('list', { name: 'Uploaded files' })
  await expect(list.getByRole('listitem').filter({ hasText: CAPTIONED_TITLE })).toContainText(
    /characters extracted/,
    { timeout: 30_000 },
  )
  await expect(generation.upload.getByRole('textbox', { name: 'Paste transcript' })).toHaveCount(0)
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 90_000 })
  const cited = page.getByRole('button', { name: /^Source: \d+:\d\d$/ })
  await expect(cited.first()).toBeVisible()
  const names = await cited.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  )
  const moment = [...new Set(names.map((name) => name.replace(/^Source: /, '')))].at(-1)!
  const [minutes, seconds] = moment.split(':').map(Number) as [number, number]
  await page
    .getByRole('button', { name: `Source: ${moment}` })
    .first()
    .click()
  const viewer = page.getByRole('dialog', { name: 'Source' })
  // The uploaded English track: neither the automatic one nor the Spanish translation.
  await expect(viewer).toContainText(/membrane|solute|ATP|energy/i)
  await expect(viewer).not.toContainText(/\[auto\]|\[es\]/)
  await expect(
    viewer.getByRole('link', { name: `Watch on YouTube from ${moment}` }),
  ).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${CAPTIONED_VIDEO}&t=${minutes * 60 + seconds}s`,
  )
})

test('a YouTube link YouTube refuses asks for the transcript, which is cited by time', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Yuki' })
  await signInViaStorage(page, user, '/')
  await addLink(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  const upload = new GenerationPage(page).upload
  await expect(
    upload.getByText(
      "YouTube did not give us this video's captions. Paste its transcript or upload the recording instead.",
    ),
  ).toBeVisible()
  const copied = TOPICS.map(([, sentence], i) => `${i + 1}:30\n${long(sentence)}`).join('\n')
  await upload.getByRole('textbox', { name: 'Paste transcript' }).fill(copied)
  await upload.getByRole('button', { name: 'Add transcript' }).click()
  await expect(
    upload.getByRole('listitem').filter({ hasText: 'YouTube video dQw4w9WgXcQ' }),
  ).toContainText(/characters extracted/)
  await new GenerationPage(page).generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 90_000 })
  await page.getByRole('button', { name: 'Source: 1:30' }).first().click()
  await expect(
    page
      .getByRole('dialog', { name: 'Source' })
      .getByRole('link', { name: 'Watch on YouTube from 1:30' }),
  ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s')
})
