import { MAX_IMPORT_FILE_BYTES } from '@/config/limits'
import { isAppError } from '@/lib/errors'
import { importRefused, type ImportedCards } from './imported-cards'
import { readApkg } from './read-apkg'
import { readQuizlet } from './quizlet'

/**
 * The cards of a file given to "Import cards", told apart by content, not by name: a zip is an
 * Anki package, UTF-8 text a Quizlet export; anything else, or a file that fails either reading,
 * is refused with a message (nothing is saved).
 */

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)
}

function utf8Text(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return text.includes('\u0000') ? null : text
  } catch {
    return null
  }
}

export async function readCardsFile(bytes: Uint8Array, fileName: string): Promise<ImportedCards> {
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw importRefused('tooLarge', fileName)
  if (bytes.length === 0) throw importRefused('empty', fileName)
  if (isZip(bytes)) {
    try {
      return await readApkg(bytes, fileName)
    } catch (error) {
      // Its refusals (and the zip bound's) stand; a damaged zip or database is no package.
      if (isAppError(error)) throw error
      throw importRefused('neither', fileName)
    }
  }
  const text = utf8Text(bytes)
  if (text === null) throw importRefused('neither', fileName)
  return readQuizlet(text, fileName)
}
