import { csvFileName, flashcardsCsv } from '../model/csv'
import type { FlashcardSet } from '../model/flashcard'

/** Hands the set's CSV to the browser's download machinery, named after the set. */
export function saveSetAsCsv(set: FlashcardSet): void {
  const url = URL.createObjectURL(
    new Blob([flashcardsCsv(set)], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = csvFileName(set.title)
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the download has already taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
