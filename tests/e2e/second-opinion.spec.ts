import { expect, test } from '@playwright/test'
import { fakeAi, GenerationPage } from './support/generation'
import { lecturePagesPdf, markerFor, TOPICS } from './support/lecture-pages'
import { QuizTab } from './support/quiz'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * With an AI provider, the items the app's own check rates supported but cannot settle get one
 * second opinion from the model per generated set. The fake provider answers 'states' for every
 * item unless a test scripts another reply, as here.
 */

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})

test('a quiz question the second opinion says otherwise about shows "Your material says otherwise" with the conflicting words marked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const topic = TOPICS[0]!
  // Page 1 states it, in other words: the app's own check finds it supported.
  const question = `What still shapes how ${topic} is taught?`
  await fakeAi.script(request, {
    purpose: 'quiz',
    body: JSON.stringify(
      Array.from({ length: 5 }, () => ({
        question,
        options: ['Early accounts by scholars', 'Exam dates', 'Lost maps', 'Rhymes'],
        correctAnswer: 0,
        explanation: `Early accounts that scholars wrote of ${topic} in field notes still shape how the subject is taught.`,
        source: 'P1',
      })),
    ),
  })
  // The quiz's second opinion (not the guide's) says page 1 says otherwise, quoting its words.
  const conflicting = 'still shape how the subject is taught today'
  await fakeAi.script(request, {
    purpose: 'secondOpinion',
    contains: question,
    body: JSON.stringify(
      Array.from({ length: 12 }, (_, i) => ({ n: i + 1, verdict: 'says otherwise', conflicting })),
    ),
  })
  const user = await createConfirmedUser(request, { name: 'Opal' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(5)
  await quiz.choose(0)
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(page.getByText('Your material says otherwise')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  const closest = page.getByRole('button', { name: 'Closest passage: page 1' })
  await closest.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Closest passage' })
  await expect(viewer.locator('mark')).toHaveText([conflicting])
  await page.keyboard.press('Escape')
  await expect(closest).toBeFocused()

  // One second opinion for the guide and one for the quiz, never one per item.
  const opinions = (await fakeAi.requests(request)).filter((r) => r.purpose === 'secondOpinion')
  expect(opinions.length).toBeLessThanOrEqual(2)
  expect(opinions.filter((r) => r.body.messages.at(-1)?.content.includes(question))).toHaveLength(1)
})

test('a new guide is shown before its second opinion; the point it says otherwise about changes in place and stays so after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const topic = TOPICS[1]!
  // Page 2 states it; "Key term" is not its wording, so the app's own check cannot settle it.
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: [
      '# Three lectures',
      '',
      '## Overview',
      'Three lectures.',
      '',
      '## Key Concepts',
      `- **Key term**: this lecture introduces ${topic} and the term ${markerFor(1)}, which the course uses for the central mechanism [P2]`,
      '',
      '## Practice Questions',
      '1. Why?',
    ].join('\n'),
  })
  // The model takes its time, then says page 2 says otherwise.
  await fakeAi.script(request, {
    purpose: 'secondOpinion',
    delayMs: 10_000,
    body: JSON.stringify([{ n: 1, verdict: 'says otherwise', conflicting: 'central mechanism' }]),
  })
  const user = await createConfirmedUser(request, { name: 'Iris' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  const point = page.getByRole('article').getByRole('listitem').filter({ hasText: 'Key term' })
  // Shown at once with the app's own verdict, while the model is still reading.
  await expect(point.getByRole('button', { name: 'Source: page 2' })).toBeVisible()
  // Then the second opinion changes it where it stands.
  await expect(point.getByText('Your material says otherwise')).toBeVisible({ timeout: 30_000 })
  await expect(point.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  const closest = point.getByRole('button', { name: 'Closest passage: page 2' })
  await closest.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Closest passage' }).locator('mark')).toHaveText([
    'central mechanism',
  ])
  await page.keyboard.press('Escape')

  // Saved with the guide: a reload shows the second opinion's verdict without asking again.
  await page.reload()
  await expect(point.getByText('Your material says otherwise')).toBeVisible()
  const opinions = (await fakeAi.requests(request)).filter((r) => r.purpose === 'secondOpinion')
  expect(opinions).toHaveLength(1)
})
