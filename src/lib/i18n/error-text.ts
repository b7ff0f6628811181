import type { Values } from '@lingui/core'
import {
  MAX_EXAM_GUIDES_PER_USER,
  MAX_FLASHCARDS,
  MAX_GUIDE_CHARS,
  MAX_GUIDES_PER_USER,
  MAX_QUIZ_QUESTIONS,
  MAX_QUIZZES_PER_GUIDE,
  MAX_SETS_PER_GUIDE,
  MAX_SOURCE_CHARS,
  MAX_STUDY_SET_TITLE_CHARS,
  MAX_UNPACKED_TEXT_BYTES,
  MAX_UPLOAD_BYTES,
} from '@/config/limits'
import { isAppError, type SpecRef } from '@/lib/app-error'
import { messages } from '@/lib/errors'
import { formatNumber, formatWholeNumber } from './format'
import { addCatalogue, currentLanguage, showsEnglishAsMade, translate } from './i18n'
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

/** Whether `name` is one of the spec's messages (shownText shows it), not another screen's. */
export const isSpecMessageName = (name: string): boolean => isTranslated(name)

/** A size in megabytes: '50.1 MB' in English (as the spec's table writes it), '50,1 Mo' in French. */
function megabytes(bytes: number, decimals: 0 | 1): string {
  const value = bytes / 1_048_576
  const rounded = decimals === 1 ? Math.ceil(value * 10) / 10 : value
  if (currentLanguage() === DEFAULT_LANGUAGE) return `${rounded.toFixed(decimals)} MB`
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
  return formatNumber(rounded, { style: 'unit', unit: 'megabyte', ...digits })
}

const number = (value: string | number | undefined) => formatWholeNumber(Number(value))
const limit = (value: number) => () => ({ limit: formatWholeNumber(value) })
const charactersOver = (max: number) => (args: SpecRef['args']) => ({
  size: number(args[0]),
  limit: formatWholeNumber(max),
})

/**
 * The values of the messages that carry numbers (the message table's sizes and limits), in the
 * interface language's way of writing them; every other message takes its arguments as given.
 */
const VALUES: Partial<Record<TranslatedName, (args: SpecRef['args']) => Values>> = {
  fileExpandsTooMuch: (args) => ({ 0: args[0], limit: megabytes(MAX_UNPACKED_TEXT_BYTES, 0) }),
  uploadTooLarge: (args) => ({
    size: megabytes(Number(args[0]), 1),
    limit: megabytes(MAX_UPLOAD_BYTES, 0),
  }),
  sourceTooLong: charactersOver(MAX_SOURCE_CHARS),
  combinedSourceTooLong: charactersOver(MAX_SOURCE_CHARS),
  guideTooLarge: charactersOver(MAX_GUIDE_CHARS),
  quizTooLarge: limit(MAX_QUIZ_QUESTIONS),
  flashcardSetTooLarge: limit(MAX_FLASHCARDS),
  tooManyGuides: limit(MAX_GUIDES_PER_USER),
  tooManyExamGuides: limit(MAX_EXAM_GUIDES_PER_USER),
  tooManySets: limit(MAX_SETS_PER_GUIDE),
  tooManyQuizzes: limit(MAX_QUIZZES_PER_GUIDE),
  studySetTitleTooLong: limit(MAX_STUDY_SET_TITLE_CHARS),
}

/** A named message in the interface language, its values in place. */
export function namedText(name: TranslatedName, args: SpecRef['args'] = []): string {
  return translate(`errors.${name}`, VALUES[name]?.(args) ?? { ...args })
}

/** The name of a message given by its English alone (one without arguments): 'saveGuide'. */
const nameOfText = new Map<string, TranslatedName>(
  Object.entries(messages).flatMap(([name, text]) =>
    typeof text === 'string' && isTranslated(name) ? [[text, name] as const] : [],
  ),
)

/**
 * A message as the student reads it: a spec message, named by `spec` or recognised by its
 * English, in the interface language with its arguments in place; English, and any other text
 * (a server's), exactly as given.
 */
export function shownText(text: string, spec?: SpecRef): string {
  if (showsEnglishAsMade()) return text
  if (spec && isTranslated(spec.name)) return namedText(spec.name, spec.args)
  const name = spec ? undefined : nameOfText.get(text)
  return name ? namedText(name) : text
}

/** The student's words for any thrown value: an AppError's message, else `fallback`. */
export function shownError(error: unknown, fallback: { text: string; spec?: SpecRef }): string {
  if (isAppError(error)) return shownText(error.message, error.spec)
  return shownText(fallback.text, fallback.spec)
}
