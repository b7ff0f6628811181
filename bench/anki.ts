/**
 * Anki export and import at the largest size the app allows: a set of MAX_IMPORTED_CARDS
 * (10,000) cards, each about one page of a 60-page lecture source (tests/e2e/support/
 * lecture-pages.ts), so the page every card belongs to is known.
 *
 * Export: the set as an .apkg (ankiDeck + writeApkg, what the worker runs), then checked by an
 * independent reader, the sqlite3 command-line shell (Debian: apt-get install sqlite3):
 * integrity_check, the schema version, one card per note in the deck, unique ids, and for every
 * note the sort field and checksum recomputed here with Node's own SHA-1.
 * Import: the same file read back (readCardsFile: unzip, SQLite, HTML to text), compared card by
 * card with the set; the citation check against the 60 pages (citeItems' work, checkItems), timed
 * only (each card's back is a sentence of its page, so how many are cited says nothing about the
 * check: bench:citations grades it); and the split into sets (importedSets), each checked against
 * the bounds a saved set must keep (MAX_IMPORTED_SET_CARDS cards, MAX_STUDY_SET_JSON_BYTES as
 * the database measures it), every card in one of them, in order. Times are the median of RUNS
 * runs on this machine, in Node (the browser runs the same code in a worker).
 * Target: every check above passes (the sqlite3 shell's included: without the shell the export is
 * not checked, a miss); a miss is listed and exits 1.
 *
 * Run: npm run bench:anki   (BENCH_CARDS, BENCH_RUNS override the defaults)
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import JSZip from 'jszip'
import {
  MAX_IMPORTED_CARDS,
  MAX_IMPORTED_SET_CARDS,
  MAX_STUDY_SET_JSON_BYTES,
} from '../src/config/limits'
import { ankiDeck } from '../src/features/flashcards/model/anki-note'
import type { FlashcardSet } from '../src/entities/flashcard/flashcard'
import { importedSets } from '../src/features/flashcards/model/imported-sets'
import { readCardsFile } from '../src/lib/anki/read-cards-file'
import { writeApkg } from '../src/lib/anki/write-apkg'
import { checkItems } from '../src/study-engine/citations/check'
import type { SourcePassage } from '../src/lib/source'
import { jsonbTextBytes } from '../src/lib/stored-size'
import { markerFor, pageProse } from '../tests/e2e/support/lecture-pages'

const CARDS = Number(process.env.BENCH_CARDS ?? MAX_IMPORTED_CARDS)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = 60

const source: SourcePassage[] = Array.from({ length: PAGES }, (_, i) => ({
  anchor: { kind: 'page', n: i + 1 },
  text: pageProse(i),
}))

/** Card n is about page n % 60: its back is one sentence of that page, its front names the term. */
function buildSet(count: number): FlashcardSet {
  const cards = Array.from({ length: count }, (_, n) => {
    const page = n % PAGES
    const sentences = (source[page]?.text ?? '').split(/(?<=\.)\s+/)
    const sentence = sentences[1 + (Math.floor(n / PAGES) % (sentences.length - 1))] ?? ''
    const start = source[page]!.text.indexOf(sentence)
    return {
      id: `card_${n}`,
      front: `Card ${n}: what does the lecture say about ${markerFor(page)} & <why> it matters?`,
      back: sentence,
      difficulty: 'medium' as const,
      citations: [
        {
          status: 'verified' as const,
          passage: page,
          anchor: { kind: 'page' as const, n: page + 1 },
          marks: [[start, start + sentence.length]] as [number, number][],
        },
      ],
    }
  })
  return {
    id: 'bench-set',
    studyGuideId: 'bench-guide',
    title: 'Bench',
    cards,
    createdAt: new Date().toISOString(),
    schedule: {},
    sessions: [],
  }
}

async function median<T>(runs: number, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const times: number[] = []
  let value!: T
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    value = await work()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(times.length / 2)]!, value }
}

const stripped = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** The collection checked by the sqlite3 shell: what a foreign SQLite sees in the file. */
function checkWithSqliteShell(apkg: Uint8Array, cards: number): Promise<string[]> {
  return JSZip.loadAsync(apkg).then(async (zip) => {
    const dir = mkdtempSync(join(tmpdir(), 'anki-bench-'))
    try {
      const file = join(dir, 'collection.anki2')
      writeFileSync(file, await zip.file('collection.anki2')!.async('uint8array'))
      const query = (sql: string) =>
        execFileSync('sqlite3', ['-readonly', '-separator', '\u001e', file, sql], {
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        }).trimEnd()
      const failures: string[] = []
      if (query('pragma integrity_check') !== 'ok') failures.push('integrity_check')
      if (query('select ver from col') !== '11') failures.push('schema version')
      if (query('select count(*) from notes') !== String(cards)) failures.push('note count')
      if (query('select count(distinct id) from notes') !== String(cards)) failures.push('note ids')
      if (query('select count(distinct id) from cards') !== String(cards)) failures.push('card ids')
      const orphans = query(
        'select count(*) from notes n where not exists (select 1 from cards c where c.nid = n.id and c.did = (select max(did) from cards))',
      )
      if (orphans !== '0') failures.push(`${orphans} notes without a card in the deck`)
      let wrong = 0
      for (const line of query('select hex(flds), sfld, csum from notes').split('\n')) {
        const [hexFields = '', sortField = '', checksum = ''] = line.split('\u001e')
        const first = Buffer.from(hexFields, 'hex').toString('utf8').split('\u001f')[0] ?? ''
        const expected = stripped(first)
        const sum = Number.parseInt(
          createHash('sha1').update(expected).digest('hex').slice(0, 8),
          16,
        )
        if (sortField !== expected || Number(checksum) !== sum) wrong += 1
      }
      if (wrong > 0) failures.push(`${wrong} notes with a wrong sort field or checksum`)
      return failures
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

const set = buildSet(CARDS)
console.log(`Anki export and import of ${CARDS} cards (median of ${RUNS} runs)\n`)

const exported = await median(RUNS, () =>
  writeApkg(ankiDeck(set, { guideTitle: 'Bench guide', examDate: '2026-12-14', source })),
)
const apkg = exported.value
console.log(
  `export: ${exported.ms.toFixed(0)} ms, ${(apkg.length / 1_048_576).toFixed(2)} MB .apkg`,
)
/** Every check this run missed, as one line each. */
const missed: string[] = []
try {
  const shell = await checkWithSqliteShell(apkg, CARDS)
  console.log(`  sqlite3 shell: ${shell.length === 0 ? 'every check passed' : shell.join(', ')}`)
  missed.push(...shell.map((failure) => `export, sqlite3 shell: ${failure}`))
} catch (error) {
  const reason = (error as Error).message.split('\n')[0]
  console.log(`  sqlite3 shell not available (${reason})`)
  missed.push('export not checked: the sqlite3 shell is not available')
}

const read = await median(RUNS, () => readCardsFile(apkg, 'Bench guide.apkg'))
const same = read.value.cards.every(
  (card, n) => card.front === set.cards[n]?.front && card.back === set.cards[n]?.back,
)
const readBack = same && read.value.cards.length === CARDS
console.log(
  `import (read the .apkg): ${read.ms.toFixed(0)} ms, ${read.value.cards.length} cards, ${readBack ? 'every front and back equal to the set' : 'DIFFERENT from the set'}`,
)
if (!readBack) missed.push('import: the cards read back differ from the set')

const cited = await median(RUNS, async () =>
  checkItems(
    source,
    read.value.cards.map((card) => ({ text: `${card.front} ${card.back}` })),
  ),
)
console.log(`import (citation check, ${PAGES}-page source): ${cited.ms.toFixed(0)} ms`)

const split = await median(RUNS, async () =>
  importedSets({
    fileName: 'Bench guide.apkg',
    cards: read.value.cards,
    citations: cited.value,
    studyGuideId: 'bench-guide',
    now: new Date(),
    newId: () => crypto.randomUUID(),
  }),
)
const sizes = split.value.map((part) => jsonbTextBytes(part.cards))
console.log(
  `import (split into sets): ${split.ms.toFixed(0)} ms, ${split.value.length} sets of ${split.value.map((part) => part.cards.length).join(' + ')} cards, largest ${(Math.max(...sizes) / 1024).toFixed(0)} KiB of ${MAX_STUDY_SET_JSON_BYTES / 1024} KiB`,
)
split.value.forEach((part, n) => {
  if (part.cards.length > MAX_IMPORTED_SET_CARDS)
    missed.push(`split: set ${n + 1} holds ${part.cards.length} cards`)
  if (sizes[n]! > MAX_STUDY_SET_JSON_BYTES)
    missed.push(`split: set ${n + 1} holds ${sizes[n]} bytes of JSON`)
})
const splitFronts = split.value.flatMap((part) => part.cards.map((card) => card.front))
if (splitFronts.join('\u0000') !== read.value.cards.map((card) => card.front).join('\u0000'))
  missed.push('split: the sets do not hold every card once, in order')

console.log(
  missed.length === 0
    ? '\nRESULT: every check passed'
    : `\nRESULT: target missed:\n  ${missed.join('\n  ')}`,
)
if (missed.length > 0) process.exit(1)
