import { MAX_IMPORT_FILE_BYTES, MAX_IMPORTED_CARDS } from '@/config/limits'
import { isAppError, messages } from '@/lib/errors'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { shownError } from '@/lib/i18n/error-text'
import { formatNumber, formatWholeNumber } from '@/lib/i18n/format'
import { showsEnglishAsMade, translate } from '@/lib/i18n/i18n'

/** "Export to Anki" and "Import cards" (beyond the spec), in the interface language. */

/** 'Imported 12 cards from "deck.apkg" into "deck".', with the sets and skipped media. */
export function importedMessage(input: {
  cards: number
  fileName: string
  titles: readonly string[]
  mediaSkipped: number
}): string {
  return translate('flashcards.imported', {
    cards: input.cards,
    file: input.fileName,
    sets: input.titles.length,
    first: input.titles[0],
    last: input.titles.at(-1),
    media: input.mediaSkipped,
  })
}

/**
 * Why "Import cards" did not import a file (importRefused names the reason), or that it failed,
 * as the student reads it: English exactly as thrown, another language from the catalogue.
 */
export function shownImportError(error: unknown): string {
  if (!showsEnglishAsMade() && isAppError(error) && error.spec?.name === 'importRefused') {
    const [code, name, count] = error.spec.args
    return translate(`flashcards.importRefused.${code}` as MessageKey, {
      name,
      count: formatWholeNumber(Number(count)),
      limit: formatWholeNumber(MAX_IMPORTED_CARDS),
      size: formatNumber(MAX_IMPORT_FILE_BYTES / 1_048_576, { style: 'unit', unit: 'megabyte' }),
    })
  }
  return shownError(error, { text: messages.importCards })
}
