import { isAppError, type SpecRef } from '@/lib/app-error'
import { addCatalogue, currentLanguage, translate } from './i18n'
import { DEFAULT_LANGUAGE } from './languages'
import englishErrors from './locales/en/errors.json'

// The spec's messages in the student's language, loaded with the screens that show them.
await addCatalogue(
  'errors',
  englishErrors,
  import.meta.glob(['./locales/*/errors.json', '!./locales/en/*']),
)

type TranslatedName = keyof typeof englishErrors

const isTranslated = (name: string): name is TranslatedName => name in englishErrors

/**
 * A message as the student reads it: a spec message named by `spec` in the interface language,
 * its arguments in place ('{0}'); English, and any other text, exactly as given.
 */
export function shownText(text: string, spec?: SpecRef): string {
  if (!spec || currentLanguage() === DEFAULT_LANGUAGE || !isTranslated(spec.name)) return text
  return translate(`errors.${spec.name}`, { ...spec.args })
}

/** The student's words for any thrown value: an AppError's message, else `fallback`. */
export function shownError(error: unknown, fallback: { text: string; spec?: SpecRef }): string {
  if (isAppError(error)) return shownText(error.message, error.spec)
  return shownText(fallback.text, fallback.spec)
}
