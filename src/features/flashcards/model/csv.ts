import { citationsText } from '@/lib/citation'
import { downloadFileName } from '@/lib/save-file'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'

/**
 * CSV export (beyond the spec) in RFC 4180: CRLF line ends, every field that holds a comma,
 * quote or line break quoted, quotes doubled. Columns: front, back and source (where the card
 * comes from in the student's material: 'page 12', 'Not found in your material', or empty for
 * cards made without a source). Anki's importer reads it with "Fields separated by: Comma" and
 * maps the third field or ignores it; a header row would become a card, so there is none.
 */

/**
 * Characters a spreadsheet reads as the start of a formula (OWASP, CSV injection): a card
 * beginning `=HYPERLINK(…)` must open as text, not run. Such a field gets a leading apostrophe,
 * which spreadsheets show as "this is text", and is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  const needsQuotes = /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) || safe !== value
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function flashcardsCsv(set: Pick<FlashcardSet, 'cards'>): string {
  return set.cards
    .map(
      (card) =>
        `${csvField(card.front)},${csvField(card.back)},${csvField(citationsText(card.citations))}\r\n`,
    )
    .join('')
}

/** The set title plus .csv, without characters file systems reject. */
export function csvFileName(title: string): string {
  return downloadFileName(title, 'csv', 'Flashcards')
}
