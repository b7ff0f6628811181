import { currentLanguage } from '@/lib/i18n/i18n'
import type { LanguageCode } from '@/lib/i18n/languages'

/** Each interface language as the prompts (written in English) name it to the model. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  'pt-BR': 'Brazilian Portuguese',
  'zh-CN': 'Simplified Chinese',
  ar: 'Arabic',
}

/** The interface language's name: what the student reads, so what they read best. */
export function interfaceLanguageName(): string {
  return languageNames[currentLanguage()]
}

/**
 * The rule every prompt ends with (issue 47): the work follows its material's language, and
 * when that cannot be told (too short, or only formulas, numbers, code or names) the student's
 * interface language. `what` says whose language it is: 'the material', 'the guide'.
 */
export function followLanguageOf(what: string): string {
  return `Write in the language of ${what}; when that language cannot be told (too little text, or only formulas, numbers, code or names), write in ${interfaceLanguageName()}, the student's language.`
}
