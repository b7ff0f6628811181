import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { simulatedReviewLog } from '../../src/features/planner/testing/study-simulation'
import {
  cellBiologyGuide,
  dayFromToday,
  insertGuide,
  insertGuides,
  insertReviewLog,
  insertRows,
} from './support/data'
import { FlashcardsTab } from './support/flashcards'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

const photosynthesis = {
  title: 'Photosynthesis',
  content: [
    '# Photosynthesis',
    '',
    '## Overview',
    'Photosynthesis converts light energy into chemical energy stored in glucose.',
    'Chlorophyll absorbs red and blue light inside the chloroplasts of leaf cells.',
    'The Calvin cycle in the stroma fixes carbon dioxide into sugar.',
    'Rubisco is the enzyme that captures carbon dioxide during carbon fixation.',
  ].join('\n'),
}

test('exam plan: set an exam date, study toward it, see the countdown, the forecast and /today across two sets', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Esme' })
  const [photo, cells] = await insertGuides(request, user, [
    photosynthesis,
    { title: 'Cell Biology', content: cellBiologyGuide },
  ])
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${photo!.id}`)

  // The exam date: a native date input and the target recall (90 % by default).
  await page.getByRole('button', { name: 'Set exam date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set exam date' })
  await dialog.getByLabel('Exam date').fill(dayFromToday(9))
  await expect(dialog.getByRole('spinbutton', { name: 'Target recall' })).toHaveValue('90')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Exam in 9 days')).toBeVisible()

  // Study: a new set, one card rated (it leaves today), the rest only seen.
  const tab = new FlashcardsTab(page)
  await tab.open()
  const first = await tab.generate({ count: 10 })
  await tab.flipAndRate('Easy')
  await tab.finish()
  const forecast = page.getByRole('region', { name: 'Exam forecast' })
  await expect(forecast.getByText(/^Predicted recall on exam day: \d{1,3}%$/)).toBeVisible()
  await expect(forecast.getByRole('img', { name: 'Reviews per day until the exam' })).toBeVisible()

  // The CSV with due dates: Anki's header lines, the rated card in review, the others new.
  const download = page.waitForEvent('download')
  await tab
    .set('Photosynthesis Flashcards')
    .getByRole('button', { name: 'Export with due dates' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Photosynthesis Flashcards due dates.csv')
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean)
  expect(lines[2]).toMatch(/^#columns:Front,Back,Source,Due,State,/)
  expect(lines.filter((line) => line.includes(',Review,'))).toHaveLength(1)
  expect(lines.filter((line) => line.includes(`,${dayFromToday(0)},New,`))).toHaveLength(first - 1)

  // A reload still counts down: the date is in the database.
  await page.reload()
  await expect(page.getByText('Exam in 9 days')).toBeVisible()

  // A second guide's set, not studied.
  await page.goto(`/dashboard/guides/${cells!.id}`)
  await tab.open()
  const second = await tab.generate({ count: 10 })
  await tab.button('Back to sets').click()

  // /today counts the due cards across both sets, grouped by guide with the exam.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()
  const due = first - 1 + second
  await expect(page.getByText(`${due} cards due today`)).toBeVisible()
  const photoGroup = page.getByRole('region', { name: 'Photosynthesis' })
  await expect(photoGroup.getByText('Exam in 9 days')).toBeVisible()
  await expect(photoGroup).toContainText(`${first - 1} cards`)
  await expect(page.getByRole('region', { name: 'Cell Biology' })).toContainText(`${second} cards`)

  // Study all due: one session over both sets.
  await page.getByRole('button', { name: 'Study all due' }).click()
  await expect(tab.progress).toHaveText(`Card 1 of ${due}`)
  await tab.flipAndRate('Medium')
  await tab.button('Next').click()
  await tab.flipAndRate('Medium')
  while (await tab.button('Next').isVisible()) await tab.button('Next').click()
  await tab.button('Finish Session').click()
  await expect(page.getByText(`${due - 2} cards due today`)).toBeVisible()
})

test('personal parameters: the memory model is fitted to the review log by itself, in a worker, and shown on /today', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Fenna' })
  const guide = await insertGuide(request, user, photosynthesis)
  const [setId] = await insertRows(request, user, 'flashcard_sets', [
    { study_guide_id: guide.id, title: 'Photosynthesis Flashcards', cards: [], schedule: {} },
  ])
  await insertReviewLog(
    request,
    user,
    setId!,
    simulatedReviewLog({ cards: 200, days: 60, seed: 11 }),
  )
  // The fit runs in a worker of its own, off the page, as soon as the log has enough reviews.
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await signInViaStorage(page, user, '/today')
  const model = page.getByRole('region', { name: 'Memory model' })
  await expect(model).toContainText(/On your last [\d,]+ reviews the model predicted \d+% recall/)
  await expect(model.getByText(/^Your parameters are in use\./)).toBeVisible({ timeout: 30_000 })
  // The memory worker (memory.worker.ts) runs the fit and learns the model from the log.
  expect(workers.some((url) => url.includes('memory'))).toBe(true)
  await expect(model).toContainText(/log loss 0\.\d{3} with your parameters against 0\.\d{3}/)

  // Kept in the database: a reload shows the same fit.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Memory model' })).toContainText(
    'Your parameters are in use.',
  )
})
