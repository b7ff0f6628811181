/**
 * Output languages for the guide (beyond the spec: the marketing promises multi-language
 * support). The empty value means "the language of the source material".
 */
export const SAME_AS_SOURCE = ''

export const outputLanguages = [
  { value: SAME_AS_SOURCE, label: 'Same as my material' },
  { value: 'English', label: 'English' },
  { value: 'Spanish', label: 'Spanish' },
  { value: 'French', label: 'French' },
  { value: 'German', label: 'German' },
  { value: 'Italian', label: 'Italian' },
  { value: 'Portuguese', label: 'Portuguese' },
  { value: 'Dutch', label: 'Dutch' },
  { value: 'Polish', label: 'Polish' },
  { value: 'Turkish', label: 'Turkish' },
  { value: 'Arabic', label: 'Arabic' },
  { value: 'Hindi', label: 'Hindi' },
  { value: 'Chinese', label: 'Chinese' },
  { value: 'Japanese', label: 'Japanese' },
  { value: 'Korean', label: 'Korean' },
] as const

/** The StudyGuideInput.language for a select value: undefined keeps the source's language. */
export function languageForEngine(value: string): string | undefined {
  return value === SAME_AS_SOURCE ? undefined : value
}
