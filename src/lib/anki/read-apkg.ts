import { MAX_IMPORTED_CARDS } from '@/config/limits'
import { BoundedZip } from '@/lib/extract/bounded-zip'
import { htmlToText } from './html-text'
import { importRefused, type ImportedCard, type ImportedCards } from './imported-cards'
import { loadSqlite } from './sqlite'

/**
 * The cards of an Anki package (.apkg): the front and back of each note from its first two
 * fields, as text. Every part is read through BoundedZip, so a zip bomb is refused before it
 * fills the memory. Anki 2.1.50+ packages hold `collection.anki21b` (zstd-compressed, schema 18),
 * which is refused with a way out; older ones hold `collection.anki21` or `collection.anki2`
 * (schema 11). Media are not imported; their number is returned.
 */

const NEWEST_FIRST = ['collection.anki21', 'collection.anki2']

async function mediaCount(zip: BoundedZip): Promise<number> {
  const list = await zip.text('media')
  if (list !== null) {
    try {
      const parsed: unknown = JSON.parse(list)
      if (parsed && typeof parsed === 'object') return Object.keys(parsed).length
    } catch {
      // Not Anki's JSON list: count the numbered parts below.
    }
  }
  return zip.paths().filter((path) => /^\d+$/.test(path)).length
}

function fieldsToCard(fields: string): ImportedCard | null {
  const [front = '', back = ''] = fields.split('\u001f')
  const card = { front: htmlToText(front), back: htmlToText(back) }
  return card.front || card.back ? card : null
}

export async function readApkg(bytes: Uint8Array, fileName: string): Promise<ImportedCards> {
  const zip = await BoundedZip.open(bytes, fileName)
  if (zip.has('collection.anki21b')) throw importRefused('anki21b', fileName)
  const path = NEWEST_FIRST.find((name) => zip.has(name))
  if (!path) throw importRefused('neither', fileName)
  const collection = await zip.bytes(path)
  if (!collection) throw importRefused('neither', fileName)

  const SQL = await loadSqlite()
  let db: InstanceType<typeof SQL.Database>
  try {
    db = new SQL.Database(collection)
  } catch {
    throw importRefused('neither', fileName)
  }
  try {
    let count: number
    try {
      count = Number(db.exec('select count(*) from notes')[0]?.values[0]?.[0] ?? 0)
    } catch {
      // Not a SQLite file, or no notes table: not an Anki collection.
      throw importRefused('neither', fileName)
    }
    if (count > MAX_IMPORTED_CARDS) throw importRefused('tooMany', fileName, count)
    const cards: ImportedCard[] = []
    const statement = db.prepare('select flds from notes order by id')
    try {
      while (statement.step()) {
        const card = fieldsToCard(String(statement.get()[0] ?? ''))
        if (card) cards.push(card)
      }
    } finally {
      statement.free()
    }
    if (cards.length === 0) throw importRefused('empty', fileName)
    return { format: 'anki', cards, mediaSkipped: await mediaCount(zip) }
  } finally {
    db.close()
  }
}
