import type { FlashcardSet } from './flashcard'

/**
 * CSV export (beyond the spec) in RFC 4180: CRLF line ends, every field that holds a comma,
 * quote or line break quoted, quotes doubled. Anki's importer reads it as front,back with
 * "Fields separated by: Comma"; a header row would become a card, so there is none.
 */

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function flashcardsCsv(set: Pick<FlashcardSet, 'cards'>): string {
  return set.cards.map((card) => `${csvField(card.front)},${csvField(card.back)}\r\n`).join('')
}

/** The set title plus .csv, without characters file systems reject. */
export function csvFileName(title: string): string {
  const printable = Array.from(title, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('')
  const safe = printable
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${safe || 'Flashcards'}.csv`
}
