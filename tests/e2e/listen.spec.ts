import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { e2eEnv } from './support/env'
import { openCellBiologyGuide } from './support/cell-biology'
import { fakeAi } from './support/generation'
import { useFakeAi } from './support/users'

/**
 * The Listen tab (issue 46) on the production build, in Chromium: a Short overview of a seeded
 * guide is written by the test AI server (one request) and spoken by its /audio/speech, real
 * speech made by flite; the player plays, Space pauses, a clicked line seeks; reopening the
 * guide plays the saved script with no new model request; no Content-Security-Policy violation.
 */
test.describe.configure({ timeout: 240_000 })

const run = promisify(execFile)

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function openListen(page: Page) {
  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Listen' })
    .click()
  return page.getByRole('list', { name: 'Transcript' })
}

const position = (page: Page) =>
  page
    .getByRole('slider', { name: 'Position' })
    .evaluate((slider) => Number((slider as HTMLInputElement).value))

/**
 * From Play to the clock's first move, timed in the page: Play is clicked as soon as the player
 * enables it, and the position slider is read every 20 ms.
 */
const timeToFirstAudio = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const playButton = () =>
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Play')
        const slider = () =>
          document.querySelector<HTMLInputElement>('input[aria-label="Position"]')
        const press = () => {
          const play = playButton()
          if (!play || play.disabled) return void setTimeout(press, 5)
          const clicked = performance.now()
          play.click()
          const check = () =>
            Number(slider()?.value) > 0
              ? resolve(performance.now() - clicked)
              : setTimeout(check, 20)
          check()
        }
        press()
      }),
  )

/** How far the position moves in a second and a half of the page's clock, per second. */
const audioSecondsPerSecond = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const slider = document.querySelector<HTMLInputElement>('input[aria-label="Position"]')!
        const from = Number(slider.value)
        const started = performance.now()
        setTimeout(() => {
          const seconds = (performance.now() - started) / 1000
          resolve((Number(slider.value) - from) / seconds)
        }, 1_500)
      }),
  )

const currentLine = (page: Page) =>
  page
    .getByRole('list', { name: 'Transcript' })
    .getByRole('listitem')
    .evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-current') === 'true'))

test('a Short overview is written once, plays in two voices, pauses on Space, seeks to a clicked line, and plays again after reopening', async ({
  page,
  request,
}) => {
  await fakeAi.reset(request)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await useFakeAi(page)
  await openCellBiologyGuide(page, request, 'Ada')

  await openListen(page)
  await expect(page.getByRole('radio', { name: 'Short' })).toBeChecked()
  await page.getByRole('button', { name: 'Create audio overview' }).click()
  const transcript = page.getByRole('list', { name: 'Transcript' })
  const lines = transcript.getByRole('listitem')
  await expect(lines).toHaveCount(6, { timeout: 30_000 })
  await expect(lines.first()).toHaveText(/^Guest: What is this about\?/)
  await expect(lines.nth(1)).toContainText('Host: Cells are the basic units of life.')

  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  // Spoken ahead: before Play is pressed, the first line, then the three after it, are asked for.
  const speechAsked = async () =>
    (await fakeAi.requests(request)).filter((r) => r.purpose === 'speech').length
  await expect.poll(speechAsked, { timeout: 30_000 }).toBe(4)

  // It plays: the clock moves on real audio, and the highlight follows it to the next line.
  // Time to first audio, warm: the player spoke its first lines ahead, while the overview was
  // on screen. The bound is loose (a machine shared by many runs); the figure is logged.
  const warmMs = await timeToFirstAudio(page)
  test.info().annotations.push({ type: 'time to first audio (warm)', description: `${warmMs} ms` })
  console.log(`time to first audio, spoken ahead: ${Math.round(warmMs)} ms`)
  expect(warmMs).toBeLessThan(15_000)
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect.poll(() => position(page), { timeout: 30_000 }).toBeGreaterThan(0.5)
  await expect.poll(() => currentLine(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
  // Spoken ahead by the test AI server, the host and the guest in their two voices.
  const spoken = (await fakeAi.requests(request)).filter((r) => r.purpose === 'speech')
  const voices = spoken.map((r) => (r as { speech?: { voice: string } }).speech?.voice)
  expect(new Set(voices)).toEqual(new Set(['nova', 'onyx']))

  // Space pauses: the clock stands still.
  await page.getByRole('slider', { name: 'Position' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()
  const paused = await position(page)
  await page.waitForTimeout(1_000)
  expect(await position(page)).toBeCloseTo(paused, 1)

  // A clicked line seeks there and plays from it, and the highlight goes on with the audio.
  // Every change of the highlighted line is logged in the page (the lines are short: a poll
  // from the test could miss one on a busy machine).
  await transcript.evaluate((list) => {
    const log: { line: number; at: number }[] = []
    ;(window as unknown as { lineLog: typeof log }).lineLog = log
    new MutationObserver(() => {
      const line = [...list.children].findIndex((item) => item.getAttribute('aria-current'))
      const slider = document.querySelector<HTMLInputElement>('input[aria-label="Position"]')
      if (line !== log.at(-1)?.line) log.push({ line, at: Number(slider?.value) })
    }).observe(list, { attributes: true, subtree: true, attributeFilter: ['aria-current'] })
  })
  const lineLog = () =>
    page.evaluate(() => (window as unknown as { lineLog: { line: number; at: number }[] }).lineLog)
  await lines.nth(4).getByRole('button').click()
  await expect
    .poll(async () => (await lineLog()).map((entry) => entry.line))
    .toEqual(expect.arrayContaining([4, 5]))
  const [seeked, next] = await lineLog()
  expect(seeked?.line).toBe(4)
  expect(seeked?.at).toBeGreaterThan(paused)
  expect(next?.line).toBe(5)
  expect(next?.at).toBeGreaterThan(seeked?.at ?? 0)
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 30_000 })

  const violationsOf = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
  expect(await violationsOf()).toEqual([])
  const written = (await fakeAi.requests(request)).filter((r) => r.purpose === 'audioScript')
  expect(written).toHaveLength(1)

  // Reopened, the saved script plays with no new model request, and the lines spoken before the
  // reload (every line was played) come from the browser's cache: no new /audio/speech request.
  const spokenBeforeReload = await speechAsked()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 60_000,
  })
  await openListen(page)
  await expect(lines).toHaveCount(6)
  // Time to first audio, reopened: Play pressed the moment it can be; the lines were kept in the
  // browser's cache before the reload, so nothing is asked of the provider.
  const coldMs = await timeToFirstAudio(page)
  test
    .info()
    .annotations.push({ type: 'time to first audio (reopened)', description: `${coldMs} ms` })
  console.log(
    `time to first audio, Play at once after reopening (cached): ${Math.round(coldMs)} ms`,
  )
  expect(coldMs).toBeLessThan(15_000)
  await expect.poll(() => position(page), { timeout: 30_000 }).toBeGreaterThan(0.5)
  // Speed 2× halves the time left: the clock runs at about two seconds of audio a second.
  const atOnce = await audioSecondsPerSecond(page)
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('2×')
  const atTwice = await audioSecondsPerSecond(page)
  console.log(`audio seconds per second: ${atOnce.toFixed(2)} at 1×, ${atTwice.toFixed(2)} at 2×`)
  expect(atTwice / atOnce).toBeGreaterThan(1.5)
  expect(atTwice / atOnce).toBeLessThan(2.4)
  const afterReopening = (await fakeAi.requests(request)).filter((r) => r.purpose === 'audioScript')
  expect(afterReopening).toHaveLength(1)
  expect(await speechAsked()).toBe(spokenBeforeReload)
  expect(await violationsOf()).toEqual([])
})

/** Seconds of audio in a file, as ffprobe reads its container. */
async function probeSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_name',
    '-of',
    'json',
    file,
  ])
  const probed = JSON.parse(stdout) as {
    format: { duration: string }
    streams: { codec_name: string }[]
  }
  expect(probed.streams.map((stream) => stream.codec_name)).toEqual(['mp3'])
  return Number(probed.format.duration)
}

test('Download audio gives one MP3 of every line, as long as the lines together', async ({
  page,
  request,
}, testInfo) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
  await openCellBiologyGuide(page, request, 'Grace')
  await openListen(page)
  await page.getByRole('button', { name: 'Create audio overview' }).click()
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(
    6,
    { timeout: 30_000 },
  )

  const downloading = page.waitForEvent('download', { timeout: 120_000 })
  await page.getByRole('button', { name: 'Download audio' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Cell Biology audio overview.mp3')
  const saved = testInfo.outputPath('overview.mp3')
  await download.saveAs(saved)
  await expect(page.getByText('The audio file is downloaded.')).toBeVisible()
  // Each line was spoken once: those the player asked for ahead were not asked for again.
  const speechRequests = (await fakeAi.requests(request)).filter((r) => r.purpose === 'speech')
  expect(speechRequests).toHaveLength(6)

  // The reference: each line of the transcript spoken again by the test AI server, in its
  // speaker's voice (the host's nova, the guest's onyx), and measured by ffprobe on its own.
  const transcript = await page
    .getByRole('list', { name: 'Transcript' })
    .getByRole('listitem')
    .getByRole('button')
    .allTextContents()
  const lines = transcript.flatMap((text) => {
    const [, speaker, input] = /^(Host|Guest): (.*)$/.exec(text) ?? []
    return input ? [{ voice: speaker === 'Host' ? 'nova' : 'onyx', input }] : []
  })
  expect(lines).toHaveLength(6)
  let expected = 0
  for (const [index, line] of lines.entries()) {
    const answer = await request.post(`${e2eEnv.aiBaseUrl}/audio/speech`, {
      data: { model: 'tts-1', voice: line.voice, input: line.input, response_format: 'mp3' },
    })
    const file = testInfo.outputPath(`line-${index}.mp3`)
    await writeFile(file, await answer.body())
    expected += await probeSeconds(file)
  }
  const actual = await probeSeconds(saved)
  console.log(
    `downloaded overview: ${actual.toFixed(2)} s; lines together: ${expected.toFixed(2)} s`,
  )
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(0.05)
})

/**
 * The browser's voices, for the offline engine: a stand-in of `speechSynthesis` (headless
 * Chromium has no voices) with two voices, each line ending 300 ms after it is spoken. It keeps
 * what it was asked to say, in which voice and at what rate.
 */
function standInSpeech() {
  const spoken: { text: string; voice: string | undefined; rate: number }[] = []
  ;(window as unknown as { spoken: typeof spoken }).spoken = spoken
  const voices = [
    { name: 'Alex', lang: 'en-US', default: true, localService: true, voiceURI: 'Alex' },
    { name: 'Samantha', lang: 'en-US', default: false, localService: true, voiceURI: 'Samantha' },
  ]
  class Utterance {
    voice: { name: string } | null = null
    rate = 1
    onend: (() => void) | null = null
    onerror: ((event: { error: string }) => void) | null = null
    constructor(readonly text: string) {}
  }
  let current: Utterance | null = null
  // A line ends when the test says so, so the overview cannot run out before the speed changes.
  ;(window as unknown as { endLine: () => void }).endLine = () => {
    const utterance = current
    current = null
    utterance?.onend?.()
  }
  const speech = {
    getVoices: () => voices,
    speak(utterance: Utterance) {
      spoken.push({ text: utterance.text, voice: utterance.voice?.name, rate: utterance.rate })
      current = utterance
    },
    cancel() {
      const utterance = current
      current = null
      utterance?.onerror?.({ error: 'interrupted' })
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
    speaking: false,
    pending: false,
    paused: false,
  }
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true })
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: Utterance,
    configurable: true,
  })
}

test('with no provider, the offline engine writes the overview and the browser’s two voices read it, at the speed chosen', async ({
  page,
  request,
}) => {
  await page.addInitScript(standInSpeech)
  await openCellBiologyGuide(page, request, 'Ada')
  const transcript = await openListen(page)
  await page.getByRole('button', { name: 'Create audio overview' }).click()
  const lines = transcript.getByRole('listitem')
  await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(2)
  const spoken = () =>
    page.evaluate(
      () =>
        (window as unknown as { spoken: { text: string; voice?: string; rate: number }[] }).spoken,
    )
  const endLine = () =>
    page.evaluate(() => (window as unknown as { endLine: () => void }).endLine())
  await page.getByRole('button', { name: 'Play' }).click()
  for (const line of [1, 2]) {
    await expect.poll(async () => (await spoken()).length, { timeout: 30_000 }).toBe(line)
    await endLine()
  }
  await expect.poll(() => currentLine(page), { timeout: 30_000 }).toBe(2)
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('2×')
  await endLine()
  await expect.poll(async () => (await spoken()).some((line) => line.rate === 2)).toBe(true)
  const said = await spoken()
  // Two hosts, two voices; each line said as the transcript shows it.
  expect(new Set(said.map((line) => line.voice))).toEqual(new Set(['Alex', 'Samantha']))
  expect(await lines.first().textContent()).toContain(said[0]!.text)
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
})
