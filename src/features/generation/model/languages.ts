import { currentLanguage, translate } from '@/lib/i18n/i18n'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { languageNames } from '@/study-engine/ai/reply-language'
import './generation-catalogue'

/**
 * Output languages for the guide (beyond the spec: the marketing promises multi-language
 * support): first the interface's seven (issue 47), then other languages students often study
 * in. Each value is the name the prompt gives the model. The empty value means "the language
 * of the source material" (and the interface language when that cannot be told).
 */
export const SAME_AS_SOURCE = ''

/** Each language's tag (for its name in the interface language) and the prompt's name. */
const offered: readonly { tag: string; name: string }[] = [
  ...Object.entries(languageNames).map(([code, name]) => ({
    // 'zh-CN' would read 'Chinese (China)'; the interface's Chinese is the simplified script.
    tag: code === 'zh-CN' ? 'zh-Hans' : code,
    name,
  })),
  { tag: 'it', name: 'Italian' },
  { tag: 'nl', name: 'Dutch' },
  { tag: 'pl', name: 'Polish' },
  { tag: 'tr', name: 'Turkish' },
  { tag: 'hi', name: 'Hindi' },
  { tag: 'ja', name: 'Japanese' },
  { tag: 'ko', name: 'Korean' },
]

/**
 * The choices, named in the interface language ('Spanish', 'Español' in Spanish…, through Intl).
 * English reads the prompt's names without Intl: the choice draws while the landing page starts,
 * and a first Intl formatter costs that page a long task.
 */
export function outputLanguages(): { value: string; label: string }[] {
  const language = currentLanguage()
  const names =
    language === DEFAULT_LANGUAGE ? null : new Intl.DisplayNames([language], { type: 'language' })
  const named = (tag: string, name: string) => {
    const shown = names?.of(tag) ?? name
    return shown.charAt(0).toLocaleUpperCase(language) + shown.slice(1)
  }
  return [
    { value: SAME_AS_SOURCE, label: translate('generation.language.same') },
    ...offered.map(({ tag, name }) => ({ value: name, label: named(tag, name) })),
  ]
}

/** The StudyGuideInput.language for a select value: undefined keeps the source's language. */
export function languageForEngine(value: string): string | undefined {
  return value === SAME_AS_SOURCE ? undefined : value
}
