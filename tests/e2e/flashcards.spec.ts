import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { fakeAiRequests, insertGuide } from './support/data'
import { e2eEnv } from './support/env'
import { FlashcardsTab } from './support/flashcards'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

const guide = {
  title: 'Photosynthesis',
  content: [
    '# Photosynthesis',
    '',
    '## Overview',
    'Photosynthesis converts light energy into chemical energy stored in glucose.',
    'Chlorophyll absorbs red and blue light inside the chloroplasts of leaf cells.',
    'The light reactions in the thylakoid membranes produce ATP and NADPH.',
    'The Calvin cycle in the stroma fixes carbon dioxide into sugar.',
    'Oxygen is released as a by-product when water molecules are split.',
    'Stomata on the leaf surface let carbon dioxide in and water vapour out.',
    'Glucose is stored as starch or used for cellular respiration in mitochondria.',
    'Rubisco is the enzyme that captures carbon dioxide during carbon fixation.',
  ].join('\n'),
}

test.describe('flashcards', () => {
  test('generate a set, flip and rate, finish; the set, the session and the due counts survive a reload', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request, { name: 'Fiona' })
    const { id } = await insertGuide(request, user, guide)
    await useFakeAi(page)
    await signInViaStorage(page, user, `/dashboard/guides/${id}`)

    const tab = new FlashcardsTab(page)
    await tab.open()
    await expect(
      page.getByText('No flashcard sets yet. Create one to start studying this guide.'),
    ).toBeVisible()

    // Generate through the fake OpenAI-compatible server.
    const since = Date.now()
    const total = await tab.generate({ count: 10 })
    expect(total).toBeGreaterThanOrEqual(3)
    const [aiRequest] = await fakeAiRequests(request, since, 'flashcards')
    expect(aiRequest?.body).toMatchObject({ max_tokens: 3000, temperature: 0.4 })
    expect(JSON.stringify(aiRequest?.body.messages)).toContain('Rubisco is the enzyme')
    await expect(page.getByRole('heading', { name: 'Photosynthesis Flashcards' })).toBeVisible()

    // Rating buttons appear only once the card is turned over.
    await expect(tab.button('Easy')).toHaveCount(0)
    await tab.flipAndRate('Easy')
    await expect(tab.button('Easy')).toHaveAttribute('aria-pressed', 'true')
    await tab.button('Next').click()
    await expect(tab.progress).toHaveText(`Card 2 of ${total}`)
    // Keyboard: the card is focused after a click; 3 rates Hard.
    await tab.card.click()
    await page.keyboard.press('3')
    await expect(tab.button('Hard')).toHaveAttribute('aria-pressed', 'true')
    await tab.finish()

    const due = `${total - 2} due today`
    const checkDashboard = async () => {
      const set = tab.set('Photosynthesis Flashcards')
      await expect(set).toContainText(`${total} cards`)
      await expect(set.getByText(due)).toBeVisible()
      const sessions = tab.previousSessions.getByRole('listitem')
      await expect(sessions).toHaveCount(1)
      await expect(sessions.first()).toContainText(`2 of ${total} cards reviewed`)
      await expect(sessions.first()).toContainText(`${Math.round((2 / total) * 100)}% complete`)
    }
    await checkDashboard()

    // Everything came from the database: a reload shows the same set, session and due count.
    await page.reload()
    await tab.open()
    await checkDashboard()

    // Review Due studies only the cards still due today.
    await tab.set('Photosynthesis Flashcards').getByRole('button', { name: 'Review Due' }).click()
    await expect(tab.progress).toHaveText(`Card 1 of ${total - 2}`)
    await tab.button('Back to sets').click()

    // Export CSV: one front,back line per card, named after the set.
    const downloadPromise = page.waitForEvent('download')
    await tab.set('Photosynthesis Flashcards').getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('Photosynthesis Flashcards.csv')
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(total)
    expect(csv).toContain('What does the material say about')
  })
})

test('a card is found, clicked and flipped by its own words (each face is on the page once)', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Flip' })
  const { id } = await insertGuide(request, user, guide)
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${id}`)

  const tab = new FlashcardsTab(page)
  await tab.open()
  await tab.generate({ count: 10 })

  const face = async () => {
    const faceId = await tab.card.getAttribute('aria-describedby')
    return ((await page.locator(`[id="${faceId}"]`).textContent()) ?? '').trim()
  }
  const front = await face()
  expect(front).not.toBe('')
  // Spec: click a card to flip it. A person clicks the words they see.
  await page.getByText(front).click()
  const back = await face()
  expect(back).not.toBe(front)
  await expect(page.getByText(back)).toBeVisible()
  await expect(page.getByText(front, { exact: true })).toHaveCount(0)
  await expect(tab.button('Easy')).toBeVisible()
  // And back again.
  await page.getByText(back).click()
  await expect(page.getByText(front)).toBeVisible()
  await expect(tab.button('Easy')).toHaveCount(0)
})

test('flashcards by the spec’s words: settings defaults, flip, rate, shuffle, reset, finish, study again', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Literal' })
  const { id } = await insertGuide(request, user, guide)
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${id}`)

  await page.getByRole('tab', { name: 'Flashcards' }).click()
  await page.getByRole('button', { name: /generate/i }).click()
  // Card count 10, 15, 20 or 25 (default 15); shuffle off; difficulty tracking on.
  for (const count of ['10', '15', '20', '25'])
    await expect(page.getByRole('radio', { name: count })).toBeVisible()
  await expect(page.getByRole('radio', { name: '15' })).toBeChecked()
  await expect(page.getByLabel('shuffle cards')).not.toBeChecked()
  await expect(page.getByLabel('show difficulty tracking')).toBeChecked()
  await page.getByRole('radio', { name: '10' }).check()
  await page.getByRole('button', { name: /generate/i }).click()

  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible()
  const total = Number(
    /of (\d+)/.exec((await page.getByText(/^Card 1 of/).textContent()) ?? '')?.[1],
  )
  const easy = page.getByRole('button', { name: 'Easy' })
  await expect(easy).toHaveCount(0)
  await page.getByRole('button', { name: /flip/i }).click()
  await page.getByRole('button', { name: 'Hard' }).click()
  await expect(page.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(`Card 2 of ${total}`)).toBeVisible()

  // Reset Progress restarts at card 0 and clears the ratings.
  await page.getByRole('button', { name: 'Reset Progress' }).click()
  await expect(page.getByText(`Card 1 of ${total}`)).toBeVisible()
  await page.getByRole('button', { name: /flip/i }).click()
  await expect(page.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'false')
  // Shuffle reorders the same cards and starts again at the first one. With 8 or more cards, a
  // shuffle that happens to keep the order comes once in 40,320 runs at most.
  const tab = new FlashcardsTab(page)
  await page.getByRole('button', { name: /flip/i }).click()
  const before = await tab.fronts()
  expect(before).toHaveLength(total)
  expect(total).toBeGreaterThanOrEqual(8)
  expect(new Set(before).size).toBe(total)
  await page.getByRole('button', { name: 'Shuffle' }).click()
  await expect(page.getByText(`Card 1 of ${total}`)).toBeVisible()
  await expect(page.getByText('Front', { exact: true })).toBeVisible()
  const after = await tab.fronts()
  expect([...after].sort()).toEqual([...before].sort())
  expect(after).not.toEqual(before)

  // Finish Session appears on the last card only (where fronts() left the deck).
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText(`Card ${total - 1} of ${total}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Finish Session' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Finish Session' }).click()
  await expect(page.getByRole('heading', { name: 'Previous sessions' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Previous sessions' }).getByRole('listitem'),
  ).toHaveCount(1)

  // Study opens the saved set again.
  await page.getByRole('button', { name: 'Study' }).click()
  await expect(page.getByText(`Card 1 of ${total}`)).toBeVisible()
})

test('by keyboard, Generate Flashcards keeps the focus while the set generates', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Keys' })
  const saved = await insertGuide(request, user, guide)
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${saved.id}`)
  const flashcards = new FlashcardsTab(page)
  await flashcards.open()
  await flashcards.button('Create New Set').press('Enter')
  await expect(page.getByRole('heading', { name: 'Flashcard settings' })).toBeFocused()
  await request.post(`${e2eEnv.aiControlUrl}/__script`, {
    data: { purpose: 'flashcards', delayMs: 1_500 },
  })
  const generate = flashcards.button('Generate Flashcards')
  await generate.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Generating flashcards…')).toBeVisible()
  await expect(generate).toBeFocused()
  await expect(generate).toBeDisabled()
  await expect(flashcards.progress).toHaveText(/^Card 1 of \d+$/)
  await expect(page.getByRole('heading', { level: 2, name: /Photosynthesis/ })).toBeFocused()
})
