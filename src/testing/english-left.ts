import { languages } from '@/lib/i18n/languages'

/** Attributes whose text a person reads or hears (the lint rule's list, less the props). */
const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
]

/** Everything on the page a person reads or hears: its text and its named attributes. */
function readableText(root: ParentNode): string {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    READ_ATTRIBUTES.flatMap((name) => element.getAttribute(name) ?? []),
  )
  const text = root instanceof Element || root instanceof Document ? (root.textContent ?? '') : ''
  return [text, ...attributes].join('\n')
}

/** `message` as whole words: 'Cancel' is not in 'Cancelar'. */
function standsAlone(message: string): RegExp {
  const escaped = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u')
}

/**
 * A catalogue message as the tests import it (compiled: text, or text and placeholders), as its
 * text when it has no placeholder, else undefined.
 */
function plainText(message: unknown): string | undefined {
  if (typeof message === 'string') return message
  if (Array.isArray(message) && message.every((part) => typeof part === 'string'))
    return message.join('')
  return undefined
}

/**
 * The English messages of a catalogue still on the page after a switch to another language:
 * each message without placeholders whose translation differs from it (French 'Quiz' is 'Quiz'),
 * looked for in the page's text and its named attributes. [] when the screen speaks the language.
 */
export function englishLeftOver(
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
  root: ParentNode = document.body,
): string[] {
  const page = readableText(root)
  return Object.entries(english).flatMap(([key, message]) => {
    const text = plainText(message)
    if (text === undefined || text === plainText(translated[key])) return []
    return standsAlone(text).test(page) ? [text] : []
  })
}

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
