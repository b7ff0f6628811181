import { currentLanguage } from './i18n'
import { DEFAULT_LANGUAGE } from './languages'

/**
 * Names in a row: 'Cells, Transport' in English (as it always read, without Intl), the
 * language's own list elsewhere ('Células y Transporte', '细胞和运输'). Apart from format.ts,
 * which the public pages load first (the footer's year): only screens that list names carry it.
 */
export function formatList(names: readonly string[]): string {
  return currentLanguage() === DEFAULT_LANGUAGE
    ? names.join(', ')
    : new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(names)
}
