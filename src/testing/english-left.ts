import { languages } from '@/lib/i18n/languages'

/**
 * Words that stay as they are in every interface language: the brand, the Language control's
 * English word and each language's own name (issue 47).
 */
const ALWAYS_KEPT = ['Studywise', '(Language)', ...languages.map(({ name }) => name)]

/**
 * Every text and accessible name (aria-label, title, placeholder) under `root` that still has a
 * word in Latin letters once `kept` (the student's own content, names of services) is taken
 * out: in a language with another script, that is English left untranslated.
 */
export function englishLeft(root: Element, kept: readonly string[] = []): string[] {
  const allKept = [...kept, ...ALWAYS_KEPT]
  const texts = [root, ...root.querySelectorAll('*')].flatMap((element) => [
    ...[...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? ''),
    ...['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  ])
  return texts.filter((text) =>
    /[A-Za-z]{2,}/.test(allKept.reduce((rest, word) => rest.split(word).join(' '), text)),
  )
}
