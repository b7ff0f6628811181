/** The benchmark's long text, shared by the Node and the Chromium runs. */
import { createRng } from '../src/lib/prng'
import {
  BIOLOGY,
  ECONOMICS,
  HISTORY,
  PHOTOSYNTHESIS,
} from '../src/study-engine/offline/sample-texts'

const PAGE_CHARS = 3_000

/**
 * A long, varied text: the sample sentences with their content words swapped at random, so no
 * two sentences repeat (repeats would be dropped and flatter the figures).
 */
export function buildLongText(pages: number, seed = 7): string {
  const rng = createRng(seed)
  const sentences = [PHOTOSYNTHESIS, BIOLOGY, HISTORY, ECONOMICS]
    .join('\n')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .join(' ')
    .split(/(?<=[.!?])\s+/)
  const vocabulary = [...new Set(sentences.join(' ').match(/\p{L}{6,}/gu) ?? [])]
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)] as T
  const out: string[] = []
  let length = 0
  let page = 0
  while (length < pages * PAGE_CHARS) {
    if (length >= page * PAGE_CHARS) {
      page++
      const heading = `## ${page}. ${pick(vocabulary)} and ${pick(vocabulary)}`
      out.push('', heading, '')
      length += heading.length
    }
    const sentence = pick(sentences).replace(/\p{L}{6,}/gu, (word) =>
      rng() < 0.35 ? pick(vocabulary).toLowerCase() : word,
    )
    out.push(sentence)
    length += sentence.length + 1
    if (rng() < 0.2) out.push('')
  }
  return `# Long course notes\n${out.join('\n')}`
}
