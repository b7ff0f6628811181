import type { SourcePassage } from '@/lib/source'
import type { TimedWord } from './transcript-words'

/**
 * A merged transcript as passages anchored by time ('Source: 12:34'): a passage closes at the end
 * of a sentence once it is PASSAGE_SECONDS long, and at the next word once it is MAX_SECONDS
 * long (recognisers that write no punctuation).
 */
const PASSAGE_SECONDS = 30
const MAX_SECONDS = 45
const SENTENCE_END = /[.!?…]["'”’)]*$/

export function transcriptPassages(words: readonly TimedWord[]): SourcePassage[] {
  const passages: SourcePassage[] = []
  let current: TimedWord[] = []
  const close = () => {
    const first = current[0]
    if (first) {
      passages.push({
        anchor: { kind: 'time', seconds: Math.floor(first.start) },
        text: current.map((word) => word.text).join(' '),
      })
    }
    current = []
  }
  for (const word of words) {
    const began = current[0]?.start
    if (began !== undefined && word.start - began >= MAX_SECONDS) close()
    current.push(word)
    const length = word.start - (current[0]?.start ?? word.start)
    if (length >= PASSAGE_SECONDS && SENTENCE_END.test(word.text)) close()
  }
  close()
  return passages
}

/** The passages as the file's text: one paragraph each. */
export function transcriptText(passages: readonly SourcePassage[]): string {
  return passages.map((passage) => passage.text).join('\n\n')
}
