import { AppError } from '@/lib/errors'
import { importMessages } from './import-messages'

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

export type ImportRefusal = keyof typeof importMessages

/**
 * A file "Import cards" will not import: `code` says why, the message tells the student, and its
 * name (`importRefused` with the code, the file's name and a count) lets the flashcards screen
 * say it in the interface language.
 */
export function importRefused(code: ImportRefusal, fileName: string, count = 0): AppError {
  const message =
    code === 'tooMany' ? importMessages.tooMany(fileName, count) : importMessages[code](fileName)
  return new AppError('file', message, {
    code,
    spec: { name: 'importRefused', args: [code, fileName, count] },
  })
}
