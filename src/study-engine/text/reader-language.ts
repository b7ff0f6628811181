import { currentLanguage } from '@/lib/i18n/i18n'
import type { LanguageCode as InterfaceLanguage } from '@/lib/i18n/languages'
import type { LanguageCode } from './stopwords'

/** Each interface language as the engines' language tools name it ('pt-BR' is 'pt'). */
const TEXT_LANGUAGE: Record<InterfaceLanguage, LanguageCode> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  'pt-BR': 'pt',
  'zh-CN': 'zh',
  ar: 'ar',
}

/**
 * The student's language, for wording generated work when its material's language cannot be
 * told (wordingLanguage): read on the page, where the interface language is known.
 */
export function readerLanguage(): LanguageCode {
  return TEXT_LANGUAGE[currentLanguage()]
}
