import type { Messages } from '@lingui/core'
import type englishAccount from './locales/en/account.json'
import type englishAdmin from './locales/en/admin.json'
import type englishAuth from './locales/en/auth.json'
import type englishBlog from './locales/en/blog.json'
import type englishCitations from './locales/en/citations.json'
import type englishExam from './locales/en/exam.json'
import type englishExport from './locales/en/export.json'
import type englishPractice from './locales/en/practice.json'
import type englishShare from './locales/en/share.json'
import type englishFeedback from './locales/en/feedback.json'
import englishCommon from './locales/en/common.json'
import type englishLanding from './locales/en/landing.json'
import type englishLibrary from './locales/en/library.json'
import type englishGeneration from './locales/en/generation.json'
import type englishErrors from './locales/en/errors.json'
import type englishGuide from './locales/en/guide.json'
import type englishQuiz from './locales/en/quiz.json'
import type englishFlashcards from './locales/en/flashcards.json'
import type englishTutor from './locales/en/tutor.json'
import type englishToday from './locales/en/today.json'
import type englishSync from './locales/en/sync.json'
import type englishReading from './locales/en/reading.json'
import type englishProgress from './locales/en/progress.json'
import type englishAudio from './locales/en/audio.json'
import type englishMindmap from './locales/en/mindmap.json'
import type englishCaptcha from './locales/en/captcha.json'
import type { LanguageCode } from './languages'

/**
 * The catalogues: one JSON file per language and namespace under locales/, their messages in ICU
 * syntax, compiled when imported (scripts/compiled-catalogues.ts). `common` (header, footer) is
 * part of every page. Every other namespace comes with the screens that read it: the module that
 * adds it (addCatalogue) imports its English catalogue and globs its translations, so each
 * translation is a chunk of its own loaded from that screen's chunk, in the visitor's language
 * only, and a page loads the translations of its own namespaces and no others.
 */
interface EnglishCatalogues {
  common: typeof englishCommon
  landing: typeof englishLanding
  auth: typeof englishAuth
  library: typeof englishLibrary
  generation: typeof englishGeneration
  errors: typeof englishErrors
  guide: typeof englishGuide
  quiz: typeof englishQuiz
  flashcards: typeof englishFlashcards
  tutor: typeof englishTutor
  account: typeof englishAccount
  today: typeof englishToday
  feedback: typeof englishFeedback
  sync: typeof englishSync
  citations: typeof englishCitations
  share: typeof englishShare
  exam: typeof englishExam
  export: typeof englishExport
  practice: typeof englishPractice
  blog: typeof englishBlog
  reading: typeof englishReading
  progress: typeof englishProgress
  audio: typeof englishAudio
  mindmap: typeof englishMindmap
  admin: typeof englishAdmin
  captcha: typeof englishCaptcha
}

export type Namespace = keyof EnglishCatalogues

/** 'common.header.dashboard': a namespace, then the key inside its catalogue. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof EnglishCatalogues[N] & string}`
}[Namespace]

/**
 * A namespace's translations by path, as `import.meta.glob` gives them
 * ('…/locales/ar/landing.json' → its loader); English's may be among them (it is not read).
 */
export type Translations = Record<string, () => Promise<unknown>>

export function prefixed(namespace: Namespace, catalogue: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [`${namespace}.${key}`, message]),
  ) as Messages
}

export const englishCommonMessages: Messages = prefixed('common', englishCommon)

export const commonTranslations: Translations = import.meta.glob([
  './locales/*/common.json',
  '!./locales/en/*.json',
])

/** `code`'s translation of a namespace, or undefined when it has none (English, a gap). */
export async function loadTranslation(
  translations: Translations,
  namespace: Namespace,
  code: LanguageCode,
): Promise<Messages | undefined> {
  if (code === 'en') return undefined
  const path = Object.keys(translations).find((key) => key.endsWith(`/${code}/${namespace}.json`))
  if (!path) return undefined
  const loaded = (await translations[path]!()) as { default: Record<string, unknown> }
  return prefixed(namespace, loaded.default)
}
