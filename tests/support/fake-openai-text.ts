/** Text helpers of the OpenAI stand-in: fenced material, sentences, key terms. */

/** The text between the prompt's <<<LABEL … LABEL>>> fences, or the whole message. */
export function material(text: string): string {
  const fenced = [...text.matchAll(/<<<([^\n]*)\n([\s\S]*?)\n\1>>>/g)].map((m) => m[2] ?? '')
  return (fenced.length > 0 ? fenced.join('\n\n') : text).trim()
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20)
}

const STOP = new Set(
  'the a an and or of to in is are was were for on with as by that this it its from be at which into their'.split(
    ' ',
  ),
)

export function keyTerms(text: string, count: number): string[] {
  const frequency = new Map<string, number>()
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []) {
    if (!STOP.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  }
  const terms = [...frequency.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word)
  while (terms.length < count) terms.push(`concept ${terms.length + 1}`)
  return terms.slice(0, count)
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
