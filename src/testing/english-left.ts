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
