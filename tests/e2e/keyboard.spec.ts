import { expect, test, type Locator, type Page } from '@playwright/test'
import { insertGuide } from './support/data'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * The study tools driven by the keyboard alone: Tab / Shift+Tab, Enter, Space, Escape and the
 * arrow keys. State is read through roles, names and the focused element; nothing is clicked.
 */

const guideContent = `# Cell Biology

## Overview
Cells are the basic units of life. Every living organism is made of one or more cells.

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose through cellular respiration.
- **Ribosomes**: structures that assemble proteins from amino acids.
- **Nucleus**: the organelle that stores the cell's genetic material.
- **Membrane**: the boundary that controls what enters and leaves the cell.
- **Chloroplast**: the organelle where plants turn light into sugar by photosynthesis.

## Definitions
- **Cell**: the smallest unit of life.
- **Organelle**: a specialised structure inside a cell.

## Summary
Organelles divide the work of the cell: energy, proteins, information and protection.
`

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false)
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  if (await isFocused(target)) return
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
  throw new Error(`${String(target)} was not reached by the keyboard; focus is on ${focused}`)
}

/** The focused element is a control the user tabbed to, and the focus ring shows. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => ({
    focusVisible: element.matches(':focus-visible'),
    outline: getComputedStyle(element).outlineStyle,
    background: getComputedStyle(element).backgroundColor,
  }))
  expect(ring.focusVisible).toBe(true)
  expect(ring.outline !== 'none' || ring.background !== 'rgba(0, 0, 0, 0)').toBe(true)
}

/** Every control on the page has a name a screen reader can say. */
async function expectNamedControls(page: Page) {
  const snapshot = await page.locator('body').ariaSnapshot()
  const nameless = snapshot
    .split('\n')
    .filter((line) =>
      /^\s*- (button|link|textbox|checkbox|radio|tab|tabpanel|combobox|slider|switch|img|progressbar|dialog|radiogroup)\b(?! ")/.test(
        line,
      ),
    )
  expect(nameless).toEqual([])
}

/** Focus never falls back to the page itself. */
async function expectFocusNotLost(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
}

test('the study tools work by keyboard alone, and focus follows every screen', async ({
  page,
  request,
}) => {
  // Every study screen in one walk, each item of each set now read by the model too.
  test.setTimeout(150_000)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  const user = await createConfirmedUser(request, { name: 'Kim' })
  await insertGuide(request, user, { title: 'Cell Biology', content: guideContent })
  await signInViaStorage(page, user)

  // Dashboard → the guide, by its title link.
  const guideLink = page.getByRole('link', { name: 'Cell Biology' })
  await tabTo(page, guideLink)
  // The notebook card around the link draws the ring (focus-within).
  await expect(guideLink).toBeFocused()
  await page.keyboard.press('Enter')
  // The new screen starts at the guide's title, not at the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeFocused()

  // The tablist: arrow keys move between Study Guide, Quiz and Flashcards.
  const tabs = page.getByRole('tablist', { name: 'Study tools' })
  const guideTab = tabs.getByRole('tab', { name: 'Study Guide' })
  const quizTab = tabs.getByRole('tab', { name: 'Quiz' })
  const cardsTab = tabs.getByRole('tab', { name: 'Flashcards' })
  await tabTo(page, guideTab)
  await expectVisibleFocus(guideTab)
  await expect(guideTab).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(quizTab).toBeFocused()
  await expect(quizTab).toHaveAttribute('aria-selected', 'true')
  const quizzesHeading = page.getByRole('heading', { name: 'Quizzes', exact: true })
  await expect(quizzesHeading).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(cardsTab).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Flashcard Sets', exact: true })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(quizTab).toHaveAttribute('aria-selected', 'true')
  await expect(quizzesHeading).toBeVisible()

  // Quiz: settings → five questions → Finish Quiz → results → Rate Quiz → feedback → Submit.
  const generateNew = page.getByRole('button', { name: 'Generate New Quiz' })
  await tabTo(page, generateNew)
  await expectVisibleFocus(generateNew)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Quiz settings' })).toBeFocused()
  const questionCount = page.getByRole('radiogroup', { name: 'Question count' })
  await tabTo(page, questionCount.getByRole('radio', { name: '10', exact: true }))
  await page.keyboard.press('ArrowLeft')
  await expect(questionCount.getByRole('radio', { name: '5', exact: true })).toBeChecked()
  await expect(questionCount.getByRole('radio', { name: '5', exact: true })).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Generate Quiz', exact: true }))
  await page.keyboard.press('Enter')

  for (let index = 1; index <= 5; index++) {
    await expect(page.getByText(`Question ${index} of 5`)).toBeVisible()
    await expectNamedControls(page)
    const question = page.getByRole('heading', { level: 3 }).first()
    await expect(question).toBeFocused()
    const options = page.getByRole('group', { name: (await question.textContent()) ?? '' })
    const first = options.getByRole('button').first()
    await tabTo(page, first)
    await expectVisibleFocus(first)
    await page.keyboard.press(index % 2 === 0 ? 'Space' : 'Enter')
    await expect(first).toHaveAttribute('aria-disabled', 'true')
    await expect(first).toHaveAccessibleName(/\((your answer, )?(correct|incorrect)/)
    // The verdict is spoken: it appears in a live region.
    const verdict = page.locator('[aria-live="polite"]').filter({ hasText: /Correct!|Not quite/ })
    await expect(verdict).toBeVisible()
    const move = page.getByRole('button', {
      name: index === 5 ? 'Finish Quiz' : 'Next',
      exact: true,
    })
    await tabTo(page, move)
    await expectVisibleFocus(move)
    await page.keyboard.press('Enter')
  }

  await expect(page.getByRole('heading', { name: 'Quiz results' })).toBeFocused()
  await expect(page.getByText(/\d of 5 correct/)).toBeVisible()
  await expectNamedControls(page)
  const rate = page.getByRole('button', { name: 'Rate Quiz' })
  await tabTo(page, rate)
  await expectVisibleFocus(rate)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Rate this quiz' })).toBeFocused()
  await tabTo(page, page.getByRole('radio', { name: 'Just right' }))
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'Too easy' })).toBeChecked()
  await tabTo(page, page.getByRole('radio', { name: '5 stars' }))
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await tabTo(page, page.getByLabel('Comments (optional)'))
  await page.keyboard.type('Good practice.')
  const submit = page.getByRole('button', { name: 'Submit', exact: true })
  await tabTo(page, submit)
  await expectVisibleFocus(submit)
  await page.keyboard.press('Enter')
  // Back on the dashboard, the keyboard lands on its heading, not on the page.
  await expect(quizzesHeading).toBeFocused()
  await expect(page.getByText('Next quiz: Hard difficulty')).toBeVisible()
  await expectNamedControls(page)

  // Flashcards: back to the tablist, generate ten cards, flip and rate each, finish.
  await tabTo(page, quizTab, { backwards: true })
  await page.keyboard.press('ArrowRight')
  await expect(cardsTab).toHaveAttribute('aria-selected', 'true')
  const createSet = page.getByRole('button', { name: 'Create New Set' })
  await tabTo(page, createSet)
  await expectVisibleFocus(createSet)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Flashcard settings' })).toBeFocused()
  const cardCount = page.getByRole('radiogroup', { name: 'Card count' })
  await tabTo(page, cardCount.getByRole('radio', { name: '15', exact: true }))
  await page.keyboard.press('ArrowLeft')
  await expect(cardCount.getByRole('radio', { name: '10', exact: true })).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Generate Flashcards', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Card 1 of 10')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /Cell Biology/ })).toBeFocused()
  // Previous turns disabled on the first card: the keyboard must not fall to the page.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Card 2 of 10')).toBeVisible()
  const previous = page.getByRole('button', { name: 'Previous', exact: true })
  await tabTo(page, previous, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByText('Card 1 of 10')).toBeVisible()
  await expectNamedControls(page)
  await expect(previous).toBeDisabled()
  await expectFocusNotLost(page)
  await expectVisibleFocus(page.getByRole('button', { name: 'Next', exact: true }))

  const card = page.getByRole('button', { name: 'Flip card' })
  for (let index = 1; index <= 10; index++) {
    await expect(page.getByText(`Card ${index} of 10`)).toBeVisible()
    await tabTo(page, card, { backwards: index > 1 })
    await expectVisibleFocus(card)
    await expect(card.getByText('Front', { exact: true })).toBeVisible()
    await page.keyboard.press('Space')
    await expect(card.getByText('Back', { exact: true })).toBeVisible()
    // The new face is in a live region, so it is read out when the card turns.
    await expect(card.locator('[aria-live="polite"]')).toContainText('Back')
    const rating = page
      .getByRole('group', { name: 'How hard was this card?' })
      .getByRole('button', { name: index % 3 === 0 ? 'Hard' : 'Easy', exact: true })
    await tabTo(page, rating)
    await expectVisibleFocus(rating)
    await page.keyboard.press('Enter')
    await expect(rating).toHaveAttribute('aria-pressed', 'true')
    const move = page.getByRole('button', {
      name: index === 10 ? 'Finish Session' : 'Next',
      exact: true,
    })
    await tabTo(page, move)
    await expectVisibleFocus(move)
    await page.keyboard.press('Enter')
  }
  await expect(page.getByRole('heading', { name: 'Flashcard Sets', exact: true })).toBeFocused()
  await expect(page.getByRole('status').getByText(/Session complete: 10 of 10 cards/)).toBeVisible()

  // AI Chat: the panel opens with the cursor in its input; Enter asks; Close gives focus back.
  const aiChat = page.getByRole('button', { name: 'AI Chat' })
  await tabTo(page, aiChat, { backwards: true })
  await expectVisibleFocus(aiChat)
  await page.keyboard.press('Enter')
  await expect(aiChat).toHaveAttribute('aria-pressed', 'true')
  const input = page.getByLabel('Ask a question')
  await expect(input).toBeFocused()
  await page.keyboard.type('What do mitochondria do?')
  await page.keyboard.press('Enter')
  const log = page.getByRole('log', { name: 'Conversation with the AI Tutor' })
  await expect(log.getByText('What do mitochondria do?')).toBeVisible()
  await expect(log.getByText(/Offline engine — no AI/)).toBeVisible()
  await expectNamedControls(page)
  await expect(input).toBeFocused()
  const close = page.getByRole('button', { name: 'Close tutor panel' })
  await tabTo(page, close, { backwards: true })
  await expectVisibleFocus(close)
  await page.keyboard.press('Enter')
  await expect(log).toBeHidden()
  await expect(aiChat).toBeFocused()
  await expect(aiChat).toHaveAttribute('aria-pressed', 'false')
  // Escape closes it too, and the conversation is kept for the next opening.
  await page.keyboard.press('Enter')
  await expect(input).toBeFocused()
  await expect(log.getByText('What do mitochondria do?')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(log).toBeHidden()
  await expect(aiChat).toBeFocused()

  // Delete: the dialog takes the focus, Escape cancels, focus is back on Delete.
  const remove = page.getByRole('button', { name: 'Delete', exact: true })
  await tabTo(page, remove)
  await expectVisibleFocus(remove)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete Study Guide' })
  await expect(dialog).toBeVisible()
  await expectNamedControls(page)
  await expect(dialog.getByText('Are you sure you want to delete "Cell Biology"?')).toBeVisible()
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()

  // Download: Enter opens the menu, Escape closes it onto its button, a format downloads.
  const download = page.getByRole('button', { name: 'Download', exact: true })
  await tabTo(page, download, { backwards: true })
  await expectVisibleFocus(download)
  await expect(download).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(download).toHaveAttribute('aria-expanded', 'true')
  await expectNamedControls(page)
  const formats = page.getByRole('list', { name: 'Download formats' })
  await page.keyboard.press('Tab')
  await expectVisibleFocus(formats.getByRole('button', { name: 'Download TXT' }))
  await page.keyboard.press('Escape')
  await expect(formats).toBeHidden()
  await expect(download).toBeFocused()
  await page.keyboard.press('Enter')
  const html = formats.getByRole('button', { name: 'Download HTML' })
  await tabTo(page, html)
  await expectVisibleFocus(html)
  const saved = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await saved).suggestedFilename()).toMatch(/\.html$/)
  await expect(formats).toBeHidden()
  await expect(download).toBeFocused()
  await expectFocusNotLost(page)
  expect(consoleErrors).toEqual([])
})
