import { saveTextFile } from '@/lib/save-file'
import { csvFileName, flashcardsCsv } from '../model/csv'
import { scheduleCsv } from '../model/schedule-csv'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'

/** Hands the set's CSV to the browser's download machinery, named after the set. */
export function saveSetAsCsv(set: FlashcardSet): void {
  saveTextFile(csvFileName(set.title), 'text/csv', flashcardsCsv(set))
}

/** The set with each card's due day and FSRS state. */
export function saveScheduleAsCsv(set: FlashcardSet): void {
  saveTextFile(csvFileName(`${set.title} due dates`), 'text/csv', scheduleCsv(set, new Date()))
}
