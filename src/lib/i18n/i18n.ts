import { setupI18n, type Messages, type Values } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import {
  commonTranslations,
  englishCommonMessages,
  loadTranslation,
  prefixed,
  type MessageKey,
  type Namespace,
  type Translations,
} from './catalogues'
import { DEFAULT_LANGUAGE, directionOf, type LanguageCode } from './languages'
import { rememberLanguage } from './preference'

/** The interface's translator (Lingui). English is active from the start: tests and the
 * prerendered pages need no set-up, and a page in another language switches before it renders. */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: { ...englishCommonMessages } },
})

/** The namespaces added so far (common, then each loaded screen's): English and where the rest is. */
const added = new Map<Namespace, { english: Messages; translations: Translations }>([
  ['common', { english: englishCommonMessages, translations: commonTranslations }],
])
/** Per language, each namespace's loading (once), English under the translation. */
const loading = new Map<string, Promise<void>>()
/** The language being switched to (the active one when no switch is under way). */
let wanted: LanguageCode = DEFAULT_LANGUAGE

function loadNamespace(code: LanguageCode, namespace: Namespace): Promise<void> {
  const key = `${code}/${namespace}`
  let done = loading.get(key)
  if (!done) {
    const { english, translations } = added.get(namespace)!
    done = loadTranslation(translations, namespace, code).then(
      (translated) => {
        if (code !== DEFAULT_LANGUAGE) i18n.load(code, { ...english, ...translated })
      },
      () => {
        // Not reachable (offline, its file never cached: scripts/pwa.ts precaches English
        // only): the screen opens with this namespace in English, and tries again next time.
        loading.delete(key)
        if (code !== DEFAULT_LANGUAGE) i18n.load(code, english)
      },
    )
    loading.set(key, done)
  }
  return done
}

/**
 * A namespace, added by the module of the screens that read it (so its English travels in their
 * chunk and its translations load from there): the promise settles once the interface language's
 * translation is in, so a module that awaits it at its top level renders in that language at once:
 * `await addCatalogue('auth', englishAuth, import.meta.glob(['@/lib/i18n/locales/*\/auth.json',
 * '!@/lib/i18n/locales/en/*']))`.
 */
export async function addCatalogue(
  namespace: Namespace,
  catalogue: Record<string, unknown>,
  translations: Translations,
): Promise<void> {
  if (added.has(namespace)) return
  const english = prefixed(namespace, catalogue)
  added.set(namespace, { english, translations })
  i18n.load(DEFAULT_LANGUAGE, english)
  await loadNamespace(wanted, namespace)
}

export function currentLanguage(): LanguageCode {
  return i18n.locale as LanguageCode
}

let pseudoEnglish = false

/** The pseudo-locale turns this on and off (pseudo-locale.ts). */
export function setPseudoEnglish(on: boolean) {
  pseudoEnglish = on
}

/**
 * Whether a named message is shown in the English it was made in (the spec's words, exactly as
 * thrown) rather than through its catalogue: in English, but not in the pseudo-locale, whose
 * check of visible text must see every named message pass through its key.
 */
export function showsEnglishAsMade(language: LanguageCode = currentLanguage()): boolean {
  return language === DEFAULT_LANGUAGE && !pseudoEnglish
}

/** The message under `key` in the interface language, its {placeholders} filled from `values`. */
export function translate(key: MessageKey, values?: Values): string {
  return i18n._(key, values)
}

/**
 * Loads `code`'s translations of the namespaces added so far (once each) and makes it the
 * interface language: every component that reads messages through useTranslation renders again,
 * and <html> takes its lang and dir.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  wanted = code
  await Promise.all([...added.keys()].map((namespace) => loadNamespace(code, namespace)))
  if (wanted !== code) return
  i18n.activate(code)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code
    document.documentElement.dir = directionOf(code)
  }
}

const choiceListeners = new Set<(code: LanguageCode) => void>()

/** Calls `listener` with each language the student chooses (the profile saves it when signed in). */
export function onLanguageChosen(listener: (code: LanguageCode) => void): () => void {
  choiceListeners.add(listener)
  return () => choiceListeners.delete(listener)
}

/** The student's choice: the interface switches to it and this browser remembers it. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await activateLanguage(code)
  rememberLanguage(code)
  for (const listener of choiceListeners) listener(code)
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/** The translator, and the language a component renders in; it renders again on a switch. */
export function useTranslation(): { t: typeof translate; language: LanguageCode } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
  return { t: translate, language }
}
