import { saveTextFile } from '@/lib/save-file'
import { csvFileName, flashcardsCsv } from '../model/csv'
import type { FlashcardSet } from '../model/flashcard'

/** Hands the set's CSV to the browser's download machinery, named after the set. */
export function saveSetAsCsv(set: FlashcardSet): void {
  saveTextFile(csvFileName(set.title), 'text/csv', flashcardsCsv(set))
}
