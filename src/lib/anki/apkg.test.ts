/**
 * Anki packages written and read in Node: the written file opened with SQLite (sql.js) and
 * checked against Anki's own invariants, and real packages made by Anki read back.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import initSqlJs, { type Database } from 'sql.js'
import { describe, expect, it } from 'vitest'
import { MAX_IMPORTED_CARDS } from '@/config/limits'
import { messages } from '@/lib/errors'
import { GiB, zipBomb } from '@/lib/extract/testing/zip-bombs'
import { importMessages } from './import-messages'
import { readCardsFile } from './read-cards-file'
import { writeApkg, type AnkiNote } from './write-apkg'

const fixture = (name: string) =>
  readFile(new URL(`../../../tests/fixtures/anki/${name}`, import.meta.url)).then(
    (buffer) => new Uint8Array(buffer),
  )

const noteType = {
  id: 1_700_000_000_000,
  name: 'Studywise',
  fields: ['Front', 'Back', 'Source'],
  front: '{{Front}}',
  back: '{{FrontSide}}<hr id=answer>{{Back}}',
  css: '.card { font-family: arial; }',
}

const note = (n: number, front = `Front ${n}`, back = `Back ${n}`): AnkiNote => ({
  guid: `guid-${n}`,
  fields: [front, back, `page ${n}`],
  tags: ['studywise'],
})

async function openCollection(apkg: Uint8Array, part = 'collection.anki2') {
  const zip = await JSZip.loadAsync(apkg)
  const SQL = await initSqlJs()
  const bytes = await zip.file(part)?.async('uint8array')
  if (!bytes) throw new Error(`no ${part}`)
  return { zip, db: new SQL.Database(bytes) }
}

function rows(db: Database, sql: string): Record<string, unknown>[] {
  const [result] = db.exec(sql)
  if (!result) return []
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((column, index) => [column, values[index]])),
  )
}

const columns = (db: Database, table: string) =>
  rows(db, `pragma table_info(${table})`).map((row) => row.name)

/** Anki's rule for the sort field, written out independently: tags out, entities decoded. */
const stripped = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const sha1Checksum = (text: string) =>
  Number.parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16)

describe('writeApkg', () => {
  it('writes a schema 11 collection and an empty media list, with the columns Anki reads', async () => {
    const { zip, db } = await openCollection(
      await writeApkg({ deckName: 'Cells', noteType, notes: [note(1)] }),
    )
    expect(Object.keys(zip.files).sort()).toEqual(['collection.anki2', 'media'])
    expect(await zip.file('media')?.async('string')).toBe('{}')
    expect(columns(db, 'col')).toEqual([
      'id',
      'crt',
      'mod',
      'scm',
      'ver',
      'dty',
      'usn',
      'ls',
      'conf',
      'models',
      'decks',
      'dconf',
      'tags',
    ])
    expect(columns(db, 'notes')).toEqual([
      'id',
      'guid',
      'mid',
      'mod',
      'usn',
      'tags',
      'flds',
      'sfld',
      'csum',
      'flags',
      'data',
    ])
    expect(columns(db, 'cards')).toEqual([
      'id',
      'nid',
      'did',
      'ord',
      'mod',
      'usn',
      'type',
      'queue',
      'due',
      'ivl',
      'factor',
      'reps',
      'lapses',
      'left',
      'odue',
      'odid',
      'flags',
      'data',
    ])
    expect(columns(db, 'revlog')).toEqual([
      'id',
      'cid',
      'usn',
      'ease',
      'ivl',
      'lastIvl',
      'factor',
      'time',
      'type',
    ])
    expect(columns(db, 'graves')).toEqual(['usn', 'oid', 'type'])
    expect(rows(db, 'select ver from col')).toEqual([{ ver: 11 }])
  })

  it('keeps Anki’s invariants: sort field, checksum, unique ids, a card in the deck per note', async () => {
    const notes = [
      note(1, 'Is 2 &lt; 3 &amp;&amp; 5 &gt; 4?<br>Say &quot;yes&quot;', 'Yes'),
      note(2, 'Caf&#39;e', 'au lait'),
      ...Array.from({ length: 50 }, (_, n) => note(n + 3)),
    ]
    const { db } = await openCollection(await writeApkg({ deckName: 'Cells', noteType, notes }))
    const stored = rows(db, 'select id, guid, mid, flds, sfld, csum, tags from notes order by id')
    expect(stored).toHaveLength(notes.length)
    for (const row of stored) {
      const first = String(row.flds).split('\u001f')[0] as string
      expect(String(row.sfld)).toBe(stripped(first))
      expect(row.csum).toBe(sha1Checksum(stripped(first)))
      expect(row.mid).toBe(noteType.id)
      expect(row.tags).toBe(' studywise ')
    }
    expect(stored[0]?.sfld).toBe('Is 2 < 3 && 5 > 4?Say "yes"')
    expect(new Set(stored.map((row) => row.id)).size).toBe(notes.length)
    expect(new Set(stored.map((row) => row.guid)).size).toBe(notes.length)

    const cards = rows(db, 'select id, nid, did, ord, type, queue from cards')
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length)
    const [col] = rows(db, 'select decks, models from col')
    const decks = JSON.parse(String(col?.decks)) as Record<string, { id: number; name: string }>
    const deck = Object.values(decks).find((candidate) => candidate.name === 'Cells')
    expect(deck).toBeDefined()
    for (const row of stored) {
      expect(cards).toContainEqual({
        id: expect.any(Number),
        nid: row.id,
        did: deck?.id,
        ord: 0,
        type: 0,
        queue: 0,
      })
    }
    const models = JSON.parse(String(col?.models)) as Record<
      string,
      { name: string; flds: { name: string }[] }
    >
    expect(models[String(noteType.id)]?.name).toBe('Studywise')
    expect(models[String(noteType.id)]?.flds.map((field) => field.name)).toEqual([
      'Front',
      'Back',
      'Source',
    ])
  })
})

describe('readCardsFile: Anki packages', () => {
  it('reads a real package made by Anki: front and back from the first two fields', async () => {
    const read = await readCardsFile(await fixture('update1.apkg'), 'update1.apkg')
    expect(read).toEqual({
      format: 'anki',
      cards: [{ front: 'hello', back: 'world' }],
      mediaSkipped: 0,
    })
  })

  it('skips media and says how many', async () => {
    const read = await readCardsFile(
      await fixture('diffmodeltemplates-1.apkg'),
      'diffmodeltemplates-1.apkg',
    )
    expect(read.cards).toEqual([{ front: 'question?', back: 'answer!' }])
    expect(read.mediaSkipped).toBe(2)
  })

  it('reads back what it wrote, HTML turned into text with line breaks and list items', async () => {
    const notes = [
      note(1, 'What is 2 &lt; 3?<br>Explain &amp; show', '<b>Yes</b>, it is.<div>Line two</div>'),
      note(2, '<ul><li>one</li><li>two</li></ul>', 'x&nbsp;y [sound:a.mp3]<img src="a.png">'),
      note(3, '<script>alert(1)</script>Safe', '<style>p{}</style>Text'),
      note(4, 'a<br><br>b', '<p>one</p>\n<p>two</p>'),
    ]
    const read = await readCardsFile(await writeApkg({ deckName: 'D', noteType, notes }), 'd.apkg')
    expect(read.cards).toEqual([
      { front: 'What is 2 < 3?\nExplain & show', back: 'Yes, it is.\nLine two' },
      { front: '• one\n• two', back: 'x y' },
      { front: 'Safe', back: 'Text' },
      { front: 'a\n\nb', back: 'one\ntwo' },
    ])
  })

  it('reads collection.anki21 before the placeholder collection.anki2 beside it', async () => {
    const real = await JSZip.loadAsync(
      await writeApkg({ deckName: 'D', noteType, notes: [note(1, 'Real', 'card')] }),
    )
    const placeholder = await JSZip.loadAsync(
      await writeApkg({
        deckName: 'D',
        noteType,
        notes: [note(1, 'Please update to the latest Anki version', '')],
      }),
    )
    const zip = new JSZip()
    zip.file('collection.anki21', await real.file('collection.anki2')!.async('uint8array'))
    zip.file('collection.anki2', await placeholder.file('collection.anki2')!.async('uint8array'))
    zip.file('media', '{}')
    const read = await readCardsFile(await zip.generateAsync({ type: 'uint8array' }), 'new.apkg')
    expect(read.cards).toEqual([{ front: 'Real', back: 'card' }])
  })

  it('refuses the newer collection.anki21b with a way out', async () => {
    const zip = await JSZip.loadAsync(await fixture('update1.apkg'))
    zip.file('collection.anki21b', new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]))
    const bytes = await zip.generateAsync({ type: 'uint8array' })
    await expect(readCardsFile(bytes, 'new.apkg')).rejects.toThrow(
      importMessages.anki21b('new.apkg'),
    )
  })

  it('refuses a zip bomb in the collection part, whatever its directory states', async () => {
    const bomb = await zipBomb(await fixture('update1.apkg'), {
      'collection.anki2': { bytes: 2 * GiB, stated: 65_536 },
    })
    await expect(readCardsFile(bomb, 'bomb.apkg')).rejects.toThrow(
      messages.fileExpandsTooMuch('bomb.apkg'),
    )
  })

  it('refuses a zip that is no Anki package, a damaged collection, and an empty one', async () => {
    const other = new JSZip()
    other.file('notes.txt', 'hello')
    await expect(
      readCardsFile(await other.generateAsync({ type: 'uint8array' }), 'a.zip'),
    ).rejects.toThrow(importMessages.neither('a.zip'))
    const damaged = new JSZip()
    damaged.file('collection.anki2', 'not a database at all, just text that is long enough')
    await expect(
      readCardsFile(await damaged.generateAsync({ type: 'uint8array' }), 'b.apkg'),
    ).rejects.toThrow(importMessages.neither('b.apkg'))
    const empty = await writeApkg({ deckName: 'D', noteType, notes: [] })
    await expect(readCardsFile(empty, 'c.apkg')).rejects.toThrow(importMessages.empty('c.apkg'))
  })

  it(`refuses a package of more than ${MAX_IMPORTED_CARDS} notes and reads one of exactly that many`, async () => {
    const many = (count: number) => Array.from({ length: count }, (_, n) => note(n))
    const full = await readCardsFile(
      await writeApkg({ deckName: 'D', noteType, notes: many(MAX_IMPORTED_CARDS) }),
      'full.apkg',
    )
    expect(full.cards).toHaveLength(MAX_IMPORTED_CARDS)
    expect(full.cards.at(-1)).toEqual({
      front: `Front ${MAX_IMPORTED_CARDS - 1}`,
      back: `Back ${MAX_IMPORTED_CARDS - 1}`,
    })
    const over = await writeApkg({ deckName: 'D', noteType, notes: many(MAX_IMPORTED_CARDS + 1) })
    await expect(readCardsFile(over, 'over.apkg')).rejects.toThrow(
      importMessages.tooMany('over.apkg', MAX_IMPORTED_CARDS + 1),
    )
  }, 60_000)
})

describe('readCardsFile: Quizlet exports', () => {
  const read = (text: string, name = 'set.txt') =>
    readCardsFile(new TextEncoder().encode(text), name)

  it('reads term<tab>definition lines, quoted fields with tabs, quotes and line breaks', async () => {
    const text =
      'cell\tthe unit of life\n"nucleus"\t"holds the ""DNA""\nin eukaryotes"\r\n\nATP\tenergy, for short\n'
    expect((await read(text)).cards).toEqual([
      { front: 'cell', back: 'the unit of life' },
      { front: 'nucleus', back: 'holds the "DNA"\nin eukaryotes' },
      { front: 'ATP', back: 'energy, for short' },
    ])
  })

  it('reads comma-separated lines when the file has no tab', async () => {
    expect(
      (await read('\ufeffmitosis,"division, of one cell"\nosmosis,water moving\n')).cards,
    ).toEqual([
      { front: 'mitosis', back: 'division, of one cell' },
      { front: 'osmosis', back: 'water moving' },
    ])
  })

  it('refuses text without a separator on a line, binary files, empty files and too many lines', async () => {
    await expect(read('just a sentence\nanother one')).rejects.toThrow(
      importMessages.neither('set.txt'),
    )
    await expect(readCardsFile(new Uint8Array([0, 159, 146, 150, 1, 2]), 'x.bin')).rejects.toThrow(
      importMessages.neither('x.bin'),
    )
    await expect(read('', 'e.txt')).rejects.toThrow(importMessages.empty('e.txt'))
    await expect(read('\n \n', 'e.txt')).rejects.toThrow(importMessages.empty('e.txt'))
    const lines = Array.from({ length: MAX_IMPORTED_CARDS + 1 }, (_, n) => `t${n}\td${n}`).join(
      '\n',
    )
    await expect(read(lines, 'big.txt')).rejects.toThrow(
      importMessages.tooMany('big.txt', MAX_IMPORTED_CARDS + 1),
    )
  })
})
