import { AppError } from '@/lib/errors'

/** What "Import cards" reads from a file, before it becomes flashcard sets. */

export interface ImportedCard {
  front: string
  back: string
}

export interface ImportedCards {
  format: 'anki' | 'quizlet'
  cards: ImportedCard[]
  /** Media files in the package, not imported. */
  mediaSkipped: number
}

export type ImportRefusal = 'neither' | 'empty' | 'too-many' | 'anki21b' | 'too-large'

/** A file "Import cards" will not import; `code` says why, the message tells the student. */
export function importRefused(code: ImportRefusal, message: string): AppError {
  return new AppError('file', message, { code })
}
