import { expect, test } from '@playwright/test'
import { fakeMicrophoneLaunch } from './support/fake-microphone'
import {
  englishDateWords,
  expectAllTranslated,
  pseudo,
  pseudoPart,
  usePseudoLocale,
  viewports,
} from './support/pseudo-locale'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * The pseudo-locale (issue 47, see pseudo-locale.spec.ts) on the create panel's recorder and
 * links, in a browser whose fake microphone plays a lecture (a launch option, so a file of its
 * own): recording, a recording kept without an AI provider, a link refused and a YouTube video
 * whose captions YouTube withholds, at 1280 and 360 px.
 */
test.use({ launchOptions: fakeMicrophoneLaunch(), permissions: ['microphone'] })

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.describe.configure({ timeout: 240_000 })
    test.use({ viewport })
    test.beforeEach(({ page }) => usePseudoLocale(page))

    test('lecture recording, a link refused, a YouTube video without captions', async ({
      page,
      request,
    }, info) => {
      const user = await createConfirmedUser(request, { name: 'Лена' })
      await signInViaStorage(page, user, '/')
      await page.getByRole('button', { name: pseudo('Record lecture') }).click()
      const recording = page.getByRole('group', { name: pseudo('Recording a lecture') })
      await expect(recording.getByRole('meter', { name: pseudo('Microphone level') })).toBeVisible()
      await expectAllTranslated(page, info, 'recording', {
        allowed: ['Лена', '.docx', '.txt', '.md'],
      })
      await recording.getByRole('button', { name: pseudo('Stop recording') }).click()
      // No AI provider: the recording stays listed, and says what it needs.
      const uploaded = page.getByRole('list', { name: pseudo('Uploaded files') })
      await expect(uploaded.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
      await expectAllTranslated(page, info, 'recorded', {
        allowed: ['Лена', '.docx', '.txt', '.md', ...englishDateWords],
      })

      const linkBox = page.getByRole('textbox', {
        name: pseudo('Link to a web page or YouTube video'),
      })
      await linkBox.fill('ftp://example.com/notes.txt')
      await page.getByRole('button', { name: pseudo('Add link') }).click()
      await expect(page.getByText(pseudoPart('This page could not be read'))).toBeVisible({
        timeout: 20_000,
      })
      await expectAllTranslated(page, info, 'link-refused', {
        allowed: ['Лена', '.docx', '.txt', '.md', 'http', 'https', ...englishDateWords],
      })
      await linkBox.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      await page.getByRole('button', { name: pseudo('Add link') }).click()
      await expect(page.getByRole('textbox', { name: pseudo('Paste transcript') })).toBeVisible({
        timeout: 30_000,
      })
      await expectAllTranslated(page, info, 'youtube-transcript', {
        allowed: ['Лена', '.docx', '.txt', '.md', 'YouTube', ...englishDateWords],
      })
    })
  })
}
