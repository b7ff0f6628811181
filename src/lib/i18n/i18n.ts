import { setupI18n, type Values } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import {
  englishMessages,
  loadMessages,
  prefixed,
  type MessageKey,
  type Namespace,
} from './catalogues'
import { DEFAULT_LANGUAGE, directionOf, type LanguageCode } from './languages'
import { rememberLanguage } from './preference'

/** The interface's translator (Lingui). English is active from the start: tests and the
 * prerendered pages need no set-up, and a page in another language switches before it renders. */
export const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: { ...englishMessages } },
})

/**
 * A namespace's English catalogue, added by the module of the screens that read it (so it travels
 * in their chunk): `addEnglishCatalogue('auth', englishAuth)`.
 */
export function addEnglishCatalogue(namespace: Namespace, catalogue: Record<string, unknown>) {
  const messages = prefixed(namespace, catalogue)
  Object.assign(englishMessages, messages)
  i18n.load(DEFAULT_LANGUAGE, messages)
}

const loaded = new Set<LanguageCode>([DEFAULT_LANGUAGE])

export function currentLanguage(): LanguageCode {
  return i18n.locale as LanguageCode
}

/** The message under `key` in the interface language, its {placeholders} filled from `values`. */
export function translate(key: MessageKey, values?: Values): string {
  return i18n._(key, values)
}

/**
 * Loads `code`'s catalogue (once) and makes it the interface language: every component that
 * reads messages through useTranslation renders again, and <html> takes its lang and dir.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (!loaded.has(code)) {
    i18n.load(code, await loadMessages(code))
    loaded.add(code)
  }
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
