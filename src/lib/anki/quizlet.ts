import { MAX_IMPORTED_CARDS } from '@/config/limits'
import { importRefused, type ImportedCard, type ImportedCards } from './imported-cards'

/**
 * A Quizlet export (or any term/definition list): one card per line, the term and the
 * definition separated by a tab or, in a file with no tab, a comma. A field may be quoted ("…"),
 * holding separators, line breaks and doubled quotes. Fields after the second are ignored; blank
 * lines are skipped. A line without a separator means the file is not such a list.
 */

/** The records of delimited text, each a list of fields (RFC 4180 quoting). */
export function delimitedRecords(text: string, separator: string): string[][] {
  const records: string[][] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let at = 0
  const endRecord = () => {
    fields.push(field)
    records.push(fields)
    fields = []
    field = ''
  }
  while (at < text.length) {
    const char = text[at] as string
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at += 2
        continue
      }
      if (char === '"') quoted = false
      else field += char
      at += 1
      continue
    }
    if (char === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      endRecord()
      if (char === '\r' && text[at + 1] === '\n') at += 1
    } else {
      field += char
    }
    at += 1
  }
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

export function readQuizlet(text: string, fileName: string): ImportedCards {
  const body = text.replace(/^\ufeff/, '')
  const separator = body.includes('\t') ? '\t' : ','
  const records = delimitedRecords(body, separator).filter((record) =>
    record.some((field) => field.trim() !== ''),
  )
  if (records.length === 0) throw importRefused('empty', fileName)
  if (records.some((record) => record.length < 2)) throw importRefused('neither', fileName)
  if (records.length > MAX_IMPORTED_CARDS) throw importRefused('tooMany', fileName, records.length)
  const cards: ImportedCard[] = records.map(([front = '', back = '']) => ({
    front: front.trim(),
    back: back.trim(),
  }))
  return { format: 'quizlet', cards, mediaSkipped: 0 }
}
