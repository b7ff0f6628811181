import { loadSqlite } from './sqlite'
import { collectionRow, SCHEMA11_TABLES, type NoteTypeSpec } from './schema11'
import { sortFieldAndChecksum } from './field-checksum'
import { zipFiles } from '@/lib/extract/zip-files'

/**
 * An Anki package (.apkg) of one deck and one note type, one card per note: a zip holding the
 * legacy collection `collection.anki2` (schema 11) and an empty `media` list.
 */

export interface AnkiNote {
  /** Stable across exports of the same card: Anki updates the note instead of adding a copy. */
  guid: string
  /** HTML, one per field of the note type. */
  fields: string[]
  tags: string[]
}

export interface AnkiDeckSpec {
  deckName: string
  noteType: NoteTypeSpec
  notes: readonly AnkiNote[]
  now?: Date
}

const FIELD_SEPARATOR = '\u001f'

/** Anki's tag list: space-separated, with a space at each end. */
function tagList(tags: readonly string[]): string {
  const words = tags.map((tag) => tag.replace(/\s+/g, '_')).filter(Boolean)
  return words.length === 0 ? '' : ` ${words.join(' ')} `
}

export async function writeApkg(spec: AnkiDeckSpec): Promise<Uint8Array<ArrayBuffer>> {
  const now = spec.now ?? new Date()
  const nowMs = now.getTime()
  const nowSecs = Math.floor(nowMs / 1000)
  // Ids are millisecond times, as Anki makes them; one per note and card, counted up from now.
  const deckId = nowMs
  const rows = await Promise.all(
    spec.notes.map(async (note) => ({
      note,
      ...(await sortFieldAndChecksum(note.fields[0] ?? '')),
    })),
  )

  const SQL = await loadSqlite()
  const db = new SQL.Database()
  try {
    db.exec(SCHEMA11_TABLES)
    db.run(
      'insert into col values (?,?,?,?,?,?,?,?,?,?,?,?,?)',
      collectionRow({
        deckId,
        deckName: spec.deckName,
        noteType: spec.noteType,
        noteCount: rows.length,
        now,
      }),
    )
    db.exec('begin')
    const insertNote = db.prepare('insert into notes values (?,?,?,?,?,?,?,?,?,?,?)')
    const insertCard = db.prepare('insert into cards values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)')
    rows.forEach(({ note, sortField, checksum }, index) => {
      const id = nowMs + index
      insertNote.run([
        id,
        note.guid,
        spec.noteType.id,
        nowSecs,
        -1,
        tagList(note.tags),
        note.fields.join(FIELD_SEPARATOR),
        sortField,
        checksum,
        0,
        '',
      ])
      // A new card (type 0, queue 0) due in the order of the set.
      insertCard.run([id, id, deckId, 0, nowSecs, -1, 0, 0, index + 1, 0, 0, 0, 0, 0, 0, 0, 0, ''])
    })
    insertNote.free()
    insertCard.free()
    db.exec('commit')
    const collection = db.export()
    return await zipFiles({ 'collection.anki2': collection, media: '{}' })
  } finally {
    db.close()
  }
}
