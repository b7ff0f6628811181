import { readStoredJson, writeStoredJson } from '@/lib/stored-json'
import { DEFAULT_LANGUAGE, isLanguageCode, matchLanguage, type LanguageCode } from './languages'

/** Where this browser keeps the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'studywise.language'

/** The language chosen in this browser, else the browser's own on a first visit, else English. */
export function preferredLanguage(): LanguageCode {
  const stored = readStoredJson(LANGUAGE_STORAGE_KEY)
  if (isLanguageCode(stored)) return stored
  const wanted = typeof navigator === 'undefined' ? [] : navigator.languages
  return matchLanguage(wanted ?? []) ?? DEFAULT_LANGUAGE
}

export function rememberLanguage(code: LanguageCode): void {
  writeStoredJson(LANGUAGE_STORAGE_KEY, code, 'the interface language')
}
