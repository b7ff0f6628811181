/** The interface's languages, each named in itself (the Language control lists these names). */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const

export type LanguageCode = (typeof languages)[number]['code']

export const DEFAULT_LANGUAGE: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr'
}

/**
 * The first of the browser's languages (navigator.languages, most wanted first) that the
 * interface speaks: an exact tag ('pt-BR'), else its base language ('pt-PT' → Português
 * (Brasil), 'zh-TW' → 简体中文, 'es-MX' → Español); undefined when none is spoken.
 */
export function matchLanguage(wanted: readonly string[]): LanguageCode | undefined {
  for (const tag of wanted) {
    const lower = tag.toLowerCase()
    const exact = languages.find((language) => language.code.toLowerCase() === lower)
    if (exact) return exact.code
    const base = lower.split('-')[0]
    const sameBase = languages.find((language) => language.code.split('-')[0] === base)
    if (sameBase) return sameBase.code
  }
  return undefined
}
