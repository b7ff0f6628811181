import { expect, test, type Page } from '@playwright/test'
import { fakeMicrophoneLaunch, keptTakeSeconds } from './support/fake-microphone'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { useFakeAi } from './support/users'

/**
 * 'Record lecture' (issue 42) with Chromium's fake microphone playing a spoken lecture: the sound
 * is written to IndexedDB every few seconds, so a reload mid-recording loses at most 5 s and the
 * next visit offers the recording for recovery; a finished recording is transcribed like an
 * upload. A refused microphone says so and loses nothing.
 */

test.use({ launchOptions: fakeMicrophoneLaunch() })

/** Seconds on the recorder's clock. */
async function elapsed(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Elapsed time' }).textContent()) ?? ''
  const [minutes = 0, seconds = 0] = text.trim().split(':').map(Number)
  return minutes * 60 + seconds
}

async function recordUntil(page: Page, seconds: number) {
  await expect
    .poll(() => elapsed(page), { timeout: seconds * 1000 + 30_000 })
    .toBeGreaterThanOrEqual(seconds)
}

function uploadedRecording(page: Page) {
  return new GenerationPage(page).upload
    .getByRole('list', { name: 'Uploaded files' })
    .getByRole('listitem')
    .filter({ hasText: /^Lecture recording, \w{3} \d{1,2}, \d{4}/ })
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test.describe('with the microphone allowed', () => {
  test.use({ permissions: ['microphone'] })

  test('a reload mid-recording loses at most 5 s; the recording is recovered and transcribed', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    await useFakeAi(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Record lecture' }).click()
    const recording = page.getByRole('group', { name: 'Recording a lecture' })
    await expect(recording.getByRole('meter', { name: 'Microphone level' })).toBeVisible()
    await recordUntil(page, 6)

    // Paused, the clock stands still.
    await recording.getByRole('button', { name: 'Pause' }).click()
    const atPause = await elapsed(page)
    await page.waitForTimeout(2500)
    expect(await elapsed(page)).toBe(atPause)
    await recording.getByRole('button', { name: 'Resume' }).click()
    await recordUntil(page, 16)

    // The tab goes away mid-recording.
    const before = await elapsed(page)
    await page.reload()
    const recover = page.getByRole('button', { name: /^Recover recording \(\d+ s\)$/ })
    await expect(recover).toBeVisible()
    const offered = Number((await recover.textContent())?.match(/\((\d+) s\)/)?.[1])
    expect(before - offered).toBeLessThanOrEqual(5)
    // The kept sound itself, measured by ffmpeg: at most 5 s short of the clock.
    const kept = await keptTakeSeconds(page)
    console.log(`clock ${before} s before the reload; offered ${offered} s; ffmpeg reads ${kept} s`)
    expect(kept).toBeGreaterThanOrEqual(before - 5)
    expect(kept).toBeLessThanOrEqual(before + 2)

    await recover.click()
    const item = uploadedRecording(page)
    await expect(item).toContainText(/characters extracted/, { timeout: 180_000 })
    const requests = (await fakeAi.requests(request)).filter((r) => r.purpose === 'transcription')
    expect(requests.length).toBeGreaterThan(0)

    // Transcribed, the take is done with: the next visit offers nothing.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('studywise.unfinished-recording')))
      .toBeNull()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Record lecture' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Recover recording/ })).toHaveCount(0)
  })

  test('Stop recording hands the recording to the upload list; Discard deletes an unfinished one', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    // No AI provider: the recording stays listed, and its take stays on the device. By keyboard:
    // focus goes to 'Stop recording' as recording starts, and back to 'Record lecture' after it.
    await page.getByRole('button', { name: 'Record lecture' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Stop recording' })).toBeFocused()
    await recordUntil(page, 4)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Record lecture' })).toBeFocused()
    const item = uploadedRecording(page)
    await expect(
      item.getByText('Transcribing a recording needs an AI provider with speech-to-text.'),
    ).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('group', { name: 'Recording a lecture' })).toHaveCount(0)
    // The take just handed on is in the list above, not offered again as unfinished.
    await expect(page.getByRole('list', { name: 'Unfinished recordings' })).toHaveCount(0)

    await page.reload()
    const unfinished = page.getByRole('list', { name: 'Unfinished recordings' })
    await expect(unfinished.getByRole('button', { name: /^Recover recording/ })).toBeVisible()
    await unfinished.getByRole('button', { name: 'Discard' }).click()
    await expect(unfinished).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Record lecture' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Recover recording/ })).toHaveCount(0)
  })
})

test.describe('with the microphone refused', () => {
  test.use({ permissions: [] })

  test('says so plainly, and nothing else is lost', async ({ page }) => {
    await page.goto('/')
    const generation = new GenerationPage(page)
    await generation.addFiles([
      {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(sampleNotes),
      },
    ])
    await page.getByRole('button', { name: 'Record lecture' }).click()
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'Studywise may not use your microphone. Allow the microphone for this site in your browser, then choose Record lecture again.',
      }),
    ).toBeVisible()
    await expect(
      generation.upload.getByRole('list', { name: 'Uploaded files' }).getByText('notes.txt'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Record lecture' })).toBeEnabled()
  })
})
