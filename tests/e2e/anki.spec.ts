/**
 * Anki and Quizlet on the Flashcards tab: "Export to Anki" writes an .apkg that "Import cards"
 * reads back with the same fronts and backs; real packages made by Anki (its own test fixtures,
 * tests/fixtures/anki) and a Quizlet-style TSV import as sets named after the file, their
 * citations checked against the guide's material; files it cannot import say why and save
 * nothing.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import JSZip from 'jszip'
import initSqlJs from 'sql.js'
import { insertGuide, insertRows } from './support/data'
import { FlashcardsTab } from './support/flashcards'
import { createConfirmedUser, signInViaStorage, type TestUser } from './support/users'

const guide = {
  title: 'Photosynthesis',
  content: [
    '# Photosynthesis',
    '',
    '## Overview',
    'Photosynthesis converts light energy into chemical energy stored in glucose.',
    'Chlorophyll absorbs red and blue light inside the chloroplasts of leaf cells.',
    'The Calvin cycle in the stroma fixes carbon dioxide into sugar.',
    'Oxygen is released as a by-product when water molecules are split.',
    'Rubisco is the enzyme that captures carbon dioxide during carbon fixation.',
  ].join('\n'),
}

/** The guide's material: page 2 is where Anki's fixture card ("hello" / "world") is found. */
const passages = [
  { pg: 1, t: 'Photosynthesis converts light energy into chemical energy stored in glucose.' },
  { pg: 2, t: 'Greeting words: the answer to hello is world, said every programmer.' },
]

async function openGuide(page: Page, request: Parameters<typeof createConfirmedUser>[0]) {
  const user: TestUser = await createConfirmedUser(request, { name: 'Anki' })
  const { id } = await insertGuide(request, user, guide)
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [{ guide_id: id, user_id: user.id, passages }],
    'guide_id',
  )
  await signInViaStorage(page, user, `/dashboard/guides/${id}`)
  const tab = new FlashcardsTab(page)
  await tab.open()
  return tab
}

/** Chooses a file through "Import cards" (the button opens the file picker). */
async function importFile(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import cards', exact: true }).click()
  await (await chooser).setFiles({ mimeType: 'application/octet-stream', ...file })
}

const savedSet = (tab: FlashcardsTab, title: string) =>
  tab.sets.getByRole('listitem', { name: title, exact: true })

/** Rows of RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      at += 1
    } else field += char
  }
  return rows
}

/** The front and back columns of the app's CSV export of a set. */
async function frontsAndBacks(page: Page, tab: FlashcardsTab, title: string) {
  const download = page.waitForEvent('download')
  await savedSet(tab, title).getByRole('button', { name: 'Export CSV' }).click()
  const text = await readFile(await (await download).path(), 'utf8')
  return parseCsv(text).map(([front, back]) => [front, back])
}

test('export a set to Anki, import the file again: the same fronts and backs', async ({
  page,
  request,
}, testInfo) => {
  const tab = await openGuide(page, request)
  const total = await tab.generate({ count: 10 })
  await tab.button('Back to sets').click()

  const download = page.waitForEvent('download')
  await savedSet(tab, 'Photosynthesis Flashcards')
    .getByRole('button', { name: 'Export to Anki' })
    .click()
  const apkg = await download
  expect(apkg.suggestedFilename()).toBe('Photosynthesis.apkg')
  const buffer = await readFile(await apkg.path())
  await page.screenshot({ path: testInfo.outputPath('dashboard-after-export.png'), fullPage: true })

  // The package as Anki reads it: a schema 11 collection, one Studywise note per card.
  const zip = await JSZip.loadAsync(buffer)
  expect(await zip.file('media')?.async('string')).toBe('{}')
  const SQL = await initSqlJs()
  const db = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'))
  expect(db.exec('select ver from col')[0]?.values).toEqual([[11]])
  expect(db.exec('select count(*) from notes')[0]?.values).toEqual([[total]])
  expect(db.exec("select count(*) from notes where tags = ' studywise '")[0]?.values).toEqual([
    [total],
  ])
  const decks = JSON.parse(String(db.exec('select decks from col')[0]?.values[0]?.[0]))
  expect(Object.values(decks).map((deck) => (deck as { name: string }).name)).toContain(
    'Photosynthesis',
  )
  db.close()

  await importFile(page, { name: 'Photosynthesis.apkg', buffer })
  await expect(
    page.getByText(`Imported ${total} cards from "Photosynthesis.apkg" into "Photosynthesis".`),
  ).toBeVisible()
  await expect(savedSet(tab, 'Photosynthesis')).toContainText(`${total} cards`)
  await expect(savedSet(tab, 'Photosynthesis')).toContainText('Imported from Photosynthesis.apkg')
  expect(await frontsAndBacks(page, tab, 'Photosynthesis')).toEqual(
    await frontsAndBacks(page, tab, 'Photosynthesis Flashcards'),
  )

  // Saved: a reload lists the imported set from the database.
  await page.reload()
  await tab.open()
  await expect(savedSet(tab, 'Photosynthesis')).toContainText(`${total} cards`)
})

test('imports real packages made by Anki and a Quizlet TSV; refuses what it cannot read', async ({
  page,
  request,
}, testInfo) => {
  const tab = await openGuide(page, request)
  const fixture = (name: string) => readFile(`tests/fixtures/anki/${name}`)

  // Anki's own fixture: one Basic note, hello / world. Its card is cited from page 2.
  await importFile(page, { name: 'update1.apkg', buffer: await fixture('update1.apkg') })
  await expect(page.getByText('Imported 1 card from "update1.apkg" into "update1".')).toBeVisible()
  await savedSet(tab, 'update1').getByRole('button', { name: 'Study' }).click()
  expect(await tab.face()).toBe('hello')
  await tab.card.click()
  expect(await tab.face()).toBe('world')
  await expect(page.getByRole('button', { name: /^Source: page 2/ })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('imported-card.png'), fullPage: true })
  await tab.button('Back to sets').click()

  // Media are skipped, and the student is told how many.
  await importFile(page, {
    name: 'diffmodeltemplates-1.apkg',
    buffer: await fixture('diffmodeltemplates-1.apkg'),
  })
  await expect(
    page.getByText(
      'Imported 1 card from "diffmodeltemplates-1.apkg" into "diffmodeltemplates-1". 2 media files were skipped.',
    ),
  ).toBeVisible()

  // A Quizlet export: term<tab>definition, a quoted field holding a tab and a line break.
  await importFile(page, {
    name: 'biology-terms.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('cell\tthe unit of life\nATP\t"energy\tcurrency,\nfor short"\n'),
  })
  await expect(savedSet(tab, 'biology-terms')).toContainText('2 cards')
  expect(await frontsAndBacks(page, tab, 'biology-terms')).toEqual([
    ['cell', 'the unit of life'],
    ['ATP', 'energy\tcurrency,\nfor short'],
  ])

  // Newer Anki packages (collection.anki21b, zstd) and other files: a message, nothing saved.
  const sets = tab.sets.getByRole('listitem')
  await expect(sets).toHaveCount(3)
  const newer = await JSZip.loadAsync(await fixture('update1.apkg'))
  newer.file('collection.anki21b', Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0, 0]))
  await importFile(page, {
    name: 'new-anki.apkg',
    buffer: await newer.generateAsync({ type: 'nodebuffer' }),
  })
  await expect(page.getByRole('alert')).toContainText(
    '"new-anki.apkg" was exported by a newer Anki in a format Studywise cannot read.',
  )
  await page.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true })
  await importFile(page, {
    name: 'photo.png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  })
  await expect(page.getByRole('alert')).toContainText(
    '"photo.png" is neither an Anki package (.apkg) nor a Quizlet export',
  )
  await page.reload()
  await tab.open()
  await expect(sets).toHaveCount(3)
})

test('imports 10,000 cards, the most a file may hold, and exports the largest set to Anki (timed)', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const tab = await openGuide(page, request)
  const count = 10_000
  const tsv = Array.from(
    { length: count },
    (_, n) => `Term ${n}\tDefinition ${n}: ${'a realistic length of explanatory text, '.repeat(3)}`,
  ).join('\n')

  // From the keyboard: the button is focusable and Enter opens the file picker.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import cards', exact: true }).focus()
  await page.keyboard.press('Enter')
  const importStart = Date.now()
  await (
    await chooser
  ).setFiles({ name: 'ten-thousand.tsv', mimeType: 'text/plain', buffer: Buffer.from(tsv) })
  await expect(
    page.getByText(/^Imported 10,000 cards from "ten-thousand\.tsv" into \d+ sets/),
  ).toBeVisible({ timeout: 240_000 })
  const importMs = Date.now() - importStart

  // Saved in order, every set within the bound, 10,000 cards in all, also after a reload.
  await page.reload()
  await tab.open()
  const lines = await tab.sets.getByRole('listitem').allTextContents()
  const counts = lines.map((line) =>
    Number(/^ten-thousand(?: \(part \d+\))?([\d,]+) cards/.exec(line)?.[1]?.replace(',', '')),
  )
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(count)
  const largest = Math.max(...counts)

  const download = page.waitForEvent('download')
  const exportStart = Date.now()
  await savedSet(tab, 'ten-thousand').getByRole('button', { name: 'Export to Anki' }).focus()
  await page.keyboard.press('Enter')
  const buffer = await readFile(await (await download).path())
  const exportMs = Date.now() - exportStart
  const zip = await JSZip.loadAsync(buffer)
  const SQL = await initSqlJs()
  const db = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'))
  const notes = Number(db.exec('select count(*) from notes')[0]?.values[0]?.[0])
  db.close()
  expect(notes).toBe(counts[0])
  console.log(
    `Import of ${count} cards (${lines.length} sets, largest ${largest} cards): ${importMs} ms; Export to Anki of ${notes} cards: ${exportMs} ms, ${(buffer.length / 1024).toFixed(0)} KiB`,
  )
})
