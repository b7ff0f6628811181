import { expect, test, type Page, type Request } from '@playwright/test'
import { AuthDialog } from './support/accounts'
import { insertGuide, insertRows } from './support/data'
import { e2eEnv } from './support/env'
import { FlashcardsTab } from './support/flashcards'
import { countPrintDialogs, printWindowOf } from './support/print-window'
import { QuizTab } from './support/quiz'
import { createConfirmedUser, signInViaStorage } from './support/users'

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
    'Rubisco is the enzyme that captures carbon dioxide during carbon fixation.',
  ].join('\n'),
}

const passages = [
  { pg: 1, t: 'Chlorophyll absorbs red and blue light inside the chloroplasts.' },
  { pg: 2, t: 'Rubisco is the enzyme that captures carbon dioxide.' },
]
const citedOn = (page: number) => [
  { status: 'verified', passage: page - 1, anchor: { kind: 'page', n: page }, marks: [[0, 20]] },
]
const cards = [
  ['What absorbs red and blue light?', 'Chlorophyll', 1],
  ['Which enzyme captures carbon dioxide?', 'Rubisco', 2],
  ['Where does the Calvin cycle run?', 'In the stroma', 0],
  ['What is released when water is split?', 'Oxygen', 0],
] as const

/** Requests that change data (anything but reads and the shared read itself). */
function writesTo(page: Page): Request[] {
  const writes: Request[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(e2eEnv.backendUrl) || request.method() === 'GET') return
    if (url.includes('/rpc/get_shared_guide') || url.includes('/auth/v1/')) return
    writes.push(request)
  })
  return writes
}

test.describe('share a guide', () => {
  test('share → open signed out → save as another user → stop sharing', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await createConfirmedUser(request, { name: 'Olive' })
    const reader = await createConfirmedUser(request, { name: 'Rhea' })
    const { id } = await insertGuide(request, owner, guide)
    await insertRows(
      request,
      owner,
      'study_guide_sources',
      [{ guide_id: id, passages }],
      'guide_id',
    )
    await insertRows(request, owner, 'flashcard_sets', [
      {
        study_guide_id: id,
        title: 'Photosynthesis Flashcards',
        cards: cards.map(([front, back, page], index) => ({
          id: `card_${index}`,
          front,
          back,
          difficulty: 'medium',
          ...(page ? { citations: citedOn(page) } : {}),
        })),
      },
    ])

    // The owner makes a link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInViaStorage(page, owner, `/dashboard/guides/${id}`)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Share this guide' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Create link' }).click()
    const field = dialog.getByRole('textbox', { name: 'Share link' })
    await expect(field).toHaveAttribute('readonly', '')
    await expect(field).toHaveValue(new RegExp(`^${e2eEnv.appUrl}/shared/[0-9a-f]{64}$`))
    const link = await field.inputValue()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Anyone with the link, signed out: the guide read-only, nothing saved.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    const writes = writesTo(visitor)
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible()
    await expect(visitor.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(visitor.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    for (const name of ['Delete', 'Back to Dashboard', 'Share', 'Customize', 'Rename'])
      await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0)
    await expect(visitor.getByRole('button', { name: 'Save to my library' })).toHaveCount(0)

    // Its flashcard set, studied in memory.
    const flashcards = new FlashcardsTab(visitor)
    await flashcards.open()
    const set = flashcards.set('Photosynthesis Flashcards')
    await expect(set).toContainText('4 cards')
    await set.getByRole('button', { name: 'Study' }).click()
    await expect(flashcards.progress).toHaveText('Card 1 of 4')
    await flashcards.flipAndRate('Easy')
    await flashcards.finish()
    await expect(flashcards.previousSessions.getByRole('listitem')).toHaveCount(1)

    // Its quiz, by the offline engine.
    const quiz = new QuizTab(visitor)
    await quiz.open()
    await quiz.generate(5)
    expect(writes.map((write) => `${write.method()} ${write.url()}`)).toEqual([])

    // Another student signs in on the page and saves a copy, flashcards and source included.
    await visitor.getByRole('button', { name: 'Sign in to save a copy' }).click()
    const auth = new AuthDialog(visitor)
    await expect(auth.dialog('Welcome Back')).toBeVisible()
    await auth.signIn(reader.email, reader.password)
    await visitor.getByRole('button', { name: 'Save to my library' }).click()
    await expect(visitor).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/)
    expect(visitor.url()).not.toContain(id)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible()
    await expect(visitor.getByRole('button', { name: 'Delete' })).toBeVisible()
    const saved = new FlashcardsTab(visitor)
    await saved.open()
    await expect(saved.set('Photosynthesis Flashcards')).toContainText('4 cards')
    await expect(saved.set('Photosynthesis Flashcards')).toContainText('4 due today')

    // The owner stops sharing: the link, and any other token, say so.
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(link)
    await dialog.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(page.getByText('Sharing stopped.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible()

    const later = await browser.newPage()
    for (const url of [link, `${e2eEnv.appUrl}/shared/${'0'.repeat(64)}`, '/shared/x']) {
      await later.goto(url.startsWith('/') ? `${e2eEnv.appUrl}${url}` : url)
      await expect(
        later.getByRole('heading', { level: 1, name: 'This link is no longer shared.' }),
      ).toBeVisible()
    }
    // The copy is the reader's own and stays.
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible()
    await later.close()
    await visitorContext.close()
  })
})

test.describe('print', () => {
  test('a guide prints without navigation or widgets; a flashcard set prints two cards per row with sources as footnotes', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await createConfirmedUser(request, { name: 'Pia' })
    const { id } = await insertGuide(request, owner, guide)
    await insertRows(request, owner, 'flashcard_sets', [
      {
        study_guide_id: id,
        title: 'Photosynthesis Flashcards',
        cards: cards.map(([front, back, page], index) => ({
          id: `card_${index}`,
          front,
          back,
          difficulty: 'medium',
          ...(page ? { citations: citedOn(page) } : {}),
        })),
      },
    ])
    // The print dialogs are the browser's: counted here (the page's, and the print window's:
    // countPrintDialogs), and the page printed to PDF instead.
    await page.addInitScript(countPrintDialogs)
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => {
        counted.printed += 1
      }
    })
    await signInViaStorage(page, owner, `/dashboard/guides/${id}`)
    const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed)

    // From the Flashcards tab, Print returns to the guide and prints it.
    await new FlashcardsTab(page).open()
    await page.getByRole('button', { name: 'Print', exact: true }).click()
    expect(await printed()).toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()
    await expect(page.getByText('Rubisco is the enzyme that captures')).toBeVisible()
    for (const name of ['Print', 'Share', 'Delete', 'AI Chat', 'Download'])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('tablist', { name: 'Study tools' })).toBeHidden()
    await expect(page.getByRole('complementary', { name: 'Feedback' })).toBeHidden()
    await page.pdf({ path: testInfo.outputPath('guide.pdf'), format: 'A4' })

    // A set prints alone, its own document in the PDF export's print window: its cards two per
    // row, each source as a footnote.
    await page.emulateMedia({ media: 'screen' })
    const tab = new FlashcardsTab(page)
    await tab.open()
    const sheet = await printWindowOf(
      page,
      tab.set('Photosynthesis Flashcards').getByRole('button', { name: 'Print set' }),
    )
    await expect(page.locator('html')).toHaveAttribute('data-printed', '1')
    await sheet.emulateMedia({ media: 'print' })
    await expect(
      sheet.getByRole('heading', { level: 1, name: 'Photosynthesis Flashcards' }),
    ).toBeVisible()
    const printedCards = sheet.locator('main > ol > li')
    await expect(printedCards).toHaveCount(4)
    await expect(printedCards.nth(0)).toContainText('What absorbs red and blue light?')
    await expect(printedCards.nth(0)).toContainText('1 Source: page 1')
    await expect(printedCards.nth(1)).toContainText('2 Source: page 2')
    await expect(printedCards.nth(2)).not.toContainText('Source')
    const boxes = await Promise.all([0, 1, 2].map((n) => printedCards.nth(n).boundingBox()))
    expect(boxes[0]!.y).toBe(boxes[1]!.y)
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1)
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y)
    expect(boxes[2]!.x).toBe(boxes[0]!.x)
    await sheet.pdf({ path: testInfo.outputPath('flashcards.pdf'), format: 'A4' })
  })
})
