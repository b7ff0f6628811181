import { languageNames } from '@/study-engine/ai/reply-language'

/**
 * Output languages for the guide (beyond the spec: the marketing promises multi-language
 * support): first the interface's seven (issue 47), then other languages students often study
 * in. Each value is the name the prompt gives the model. The empty value means "the language
 * of the source material" (and the interface language when that cannot be told).
 */
export const SAME_AS_SOURCE = ''

const moreLanguages = ['Italian', 'Dutch', 'Polish', 'Turkish', 'Hindi', 'Japanese', 'Korean']

export const outputLanguages: readonly { value: string; label: string }[] = [
  { value: SAME_AS_SOURCE, label: 'Same as my material' },
  ...[...Object.values(languageNames), ...moreLanguages].map((name) => ({
    value: name,
    label: name,
  })),
]

/** The StudyGuideInput.language for a select value: undefined keeps the source's language. */
export function languageForEngine(value: string): string | undefined {
  return value === SAME_AS_SOURCE ? undefined : value
}
