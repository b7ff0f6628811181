import { normalWord, type ChunkWords, type TimedWord } from './transcript-words'

/**
 * Joins the transcripts of neighbouring chunks. Two chunks share a short stretch of audio around
 * the cut between them (`cut` ± the overlap), so the words spoken there come back twice: once at
 * the end of the first chunk, once at the start of the next. The longest run of words both
 * transcripts agree on in that stretch is where they join: the first chunk's words before the
 * run, then the second's from it, so every word is kept once. When the two agree on nothing
 * (noise, a recogniser that heard differently), the cut decides by time: the first chunk's words
 * before it, the second's after it.
 */

export interface MergeBoundary {
  /** Seconds: where the chunks meet; each holds `overlap` seconds past it. */
  cut: number
  overlap: number
}

/** Words timed this far from the shared stretch still count as in it (times are approximate). */
const SLACK_SECONDS = 1
/** Untimed chunks: how many words at each side are compared. */
const UNTIMED_WINDOW = 40

interface Run {
  /** Index in the first chunk's words. */
  a: number
  /** Index in the second chunk's words. */
  b: number
  length: number
}

/** The longest run of equal words between `a[aFrom…]` and `b[…bTo)`; the latest in `a` on ties. */
function longestRun(a: string[], aFrom: number, b: string[], bTo: number): Run {
  let best: Run = { a: a.length, b: 0, length: 0 }
  let previous = new Array<number>(bTo + 1).fill(0)
  for (let i = aFrom; i < a.length; i++) {
    const current = new Array<number>(bTo + 1).fill(0)
    for (let j = 0; j < bTo; j++) {
      if (a[i] === '' || a[i] !== b[j]) continue
      const length = (previous[j] ?? 0) + 1
      current[j + 1] = length
      if (length >= best.length) best = { a: i - length + 1, b: j - length + 1, length }
    }
    previous = current
  }
  return best
}

export function mergeTwo(
  first: ChunkWords,
  second: ChunkWords,
  boundary: MergeBoundary,
): ChunkWords {
  const timed = first.timed && second.timed
  const from = boundary.cut - boundary.overlap - SLACK_SECONDS
  const to = boundary.cut + boundary.overlap + SLACK_SECONDS
  const a = first.words.map((word) => normalWord(word.text))
  const b = second.words.map((word) => normalWord(word.text))
  const aFrom = timed
    ? indexFrom(first.words, (word) => word.start >= from)
    : Math.max(0, a.length - UNTIMED_WINDOW)
  const bTo = timed
    ? indexFrom(second.words, (word) => word.start > to)
    : Math.min(b.length, UNTIMED_WINDOW)
  const run = longestRun(a, aFrom, b, bTo)
  // One shared word is a join only where both put it at the same moment.
  const agreed =
    run.length >= 2 ||
    (run.length === 1 &&
      timed &&
      Math.abs((first.words[run.a]?.start ?? 0) - (second.words[run.b]?.start ?? 0)) < 0.5)
  const words: TimedWord[] = agreed
    ? [...first.words.slice(0, run.a), ...second.words.slice(run.b)]
    : [
        ...first.words.filter((word) => !timed || word.start < boundary.cut),
        ...second.words.filter((word) => !timed || word.start >= boundary.cut),
      ]
  return { words, timed }
}

function indexFrom(words: TimedWord[], test: (word: TimedWord) => boolean): number {
  const index = words.findIndex(test)
  return index === -1 ? words.length : index
}

/** The chunks' words in order, each boundary merged once; `boundaries[i]` lies between i and i+1. */
export function mergeChunks(chunks: ChunkWords[], boundaries: MergeBoundary[]): TimedWord[] {
  const [head, ...rest] = chunks
  if (!head) return []
  let merged = head
  rest.forEach((chunk, index) => {
    const boundary = boundaries[index]
    merged = boundary
      ? mergeTwo(merged, chunk, boundary)
      : { words: [...merged.words, ...chunk.words], timed: merged.timed && chunk.timed }
  })
  return merged.words
}
