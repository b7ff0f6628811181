import { expect, test } from '@playwright/test'
import { FlashcardsTab } from './support/flashcards'
import { QuizTab } from './support/quiz'

// The e2e build has no AI variables: a newcomer gets the offline engine, honestly labelled.
test('a newcomer with no AI configured gets a guide, a 10-question quiz, 15 flashcards and a tutor answer', async ({
  page,
}) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await page.goto('/')
  const paste = page.getByRole('region', { name: 'Paste your notes' })
  await paste.getByRole('button', { name: 'Try Example' }).click()
  await paste.getByRole('button', { name: 'Generate Study Guide', exact: true }).click()

  await expect(page.getByText('Offline engine — no AI').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in to save your guides' })).toBeVisible()
  // The engine's work ran in its worker, off the page's main thread.
  expect(workers.filter((url) => /offline\.worker/.test(url))).toHaveLength(1)
  const guide = page.locator('#delivered-guide')
  for (const section of [
    'Overview',
    'Key Concepts',
    'Definitions',
    'Practice Questions',
    'Summary',
  ]) {
    await expect(guide.getByRole('heading', { name: section, exact: true })).toBeVisible()
  }

  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(10)

  const flashcards = new FlashcardsTab(page)
  await flashcards.open()
  expect(await flashcards.generate({ count: 15 })).toBe(15)
  await flashcards.card.click()

  await page.getByRole('button', { name: 'AI Chat' }).click()
  await page.getByLabel('Ask a question').fill('What is chlorophyll?')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('log').getByText(/Offline engine — no AI/)).toBeVisible()
  await expect(
    page
      .getByRole('log')
      .getByText(/chlorophyll/i)
      .last(),
  ).toBeVisible()
})
