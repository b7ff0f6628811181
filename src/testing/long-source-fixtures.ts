import { createRng } from '@/lib/prng'
import { BIOLOGY, ECONOMICS, HISTORY, PHOTOSYNTHESIS } from '@/study-engine/offline/sample-texts'
import type { SourcePassage } from '@/lib/source'

/**
 * Long course material for long-source tests and bench/long-source.ts: `pages` pages of prose
 * built from the sample texts with content words swapped at random, so pages do not repeat
 * (repeats would flatter a tokenizer and the notes). Deterministic for a seed.
 */
export function makeSourcePages(pages: number, charsPerPage = 3_000, seed = 7): SourcePassage[] {
  const rng = createRng(seed)
  const sentences = [PHOTOSYNTHESIS, BIOLOGY, HISTORY, ECONOMICS]
    .join('\n')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .join(' ')
    .split(/(?<=[.!?])\s+/)
  const vocabulary = [...new Set(sentences.join(' ').match(/\p{L}{6,}/gu) ?? [])]
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)] as T
  return Array.from({ length: pages }, (_, index) => {
    const paragraphs: string[] = []
    let paragraph: string[] = []
    let length = 0
    while (length < charsPerPage) {
      const sentence = pick(sentences).replace(/\p{L}{6,}/gu, (word) =>
        rng() < 0.35 ? pick(vocabulary).toLowerCase() : word,
      )
      paragraph.push(sentence)
      length += sentence.length + 1
      if (rng() < 0.2) {
        paragraphs.push(paragraph.join(' '))
        paragraph = []
      }
    }
    if (paragraph.length > 0) paragraphs.push(paragraph.join(' '))
    return { anchor: { kind: 'page', n: index + 1 }, text: paragraphs.join('\n\n') }
  })
}

/** The pages as one text, as extraction hands it to the guide today. */
export function joinPages(pages: readonly SourcePassage[]): string {
  return pages.map((page) => page.text).join('\n\n')
}
