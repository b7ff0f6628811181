import { mergeChunks, mergeTwo } from './merge-overlap'
import type { ChunkWords } from './transcript-words'

/** Words one second apart from `start`, as a recogniser would time them. */
function timedWords(text: string, start: number, step = 0.4): ChunkWords {
  return {
    timed: true,
    words: text.split(' ').map((word, i) => ({ text: word, start: start + i * step })),
  }
}

const texts = (chunk: { words: { text: string }[] } | { text: string }[]) =>
  ('words' in chunk ? chunk.words : chunk).map((word) => word.text).join(' ')

describe('mergeTwo', () => {
  it('keeps the words both chunks heard in their shared stretch once', () => {
    // The cut is at 10 s with 1.5 s each side: both chunks hold 8.5–11.5 s.
    const first = timedWords('one two three four five six seven eight nine ten', 7.2)
    // The second recogniser times the same words 0.3 s earlier: a cut by time would lose 'eight'.
    const second = timedWords('seven eight nine ten eleven twelve thirteen', 9.3)
    const merged = mergeTwo(first, second, { cut: 10, overlap: 1.5 })
    expect(texts(merged)).toBe(
      'one two three four five six seven eight nine ten eleven twelve thirteen',
    )
  })

  it('joins where the two agree even when each misheard a word at its own edge', () => {
    // The first chunk's last word was cut mid-sound ("te"), the second's first ("ven").
    const first = timedWords('the cell makes energy in the mitochondria te', 7)
    const second = timedWords('ven the mitochondria turns glucose into energy', 9.4)
    const merged = mergeTwo(first, second, { cut: 10, overlap: 1.5 })
    expect(texts(merged)).toBe(
      'the cell makes energy in the mitochondria turns glucose into energy',
    )
  })

  it('keeps repeated phrases spoken outside the shared stretch', () => {
    // "the cell" is said early in the first chunk and again across the cut.
    const first = timedWords('the cell divides and the cell grows', 7.4)
    const second = timedWords('cell grows quickly when fed', 9.6)
    expect(texts(mergeTwo(first, second, { cut: 10, overlap: 1.5 }))).toBe(
      'the cell divides and the cell grows quickly when fed',
    )
  })

  it('cuts by time when the two agree on no word', () => {
    const first = {
      timed: true,
      words: [
        { text: 'alpha', start: 8 },
        { text: 'beta', start: 9.5 },
        { text: 'gamma', start: 10.5 },
      ],
    }
    const second = {
      timed: true,
      words: [
        { text: 'bravo', start: 9.6 },
        { text: 'delta', start: 10.4 },
        { text: 'epsilon', start: 12 },
      ],
    }
    expect(texts(mergeTwo(first, second, { cut: 10, overlap: 1.5 }))).toBe(
      'alpha beta delta epsilon',
    )
  })

  it('compares the edges of untimed chunks by their words', () => {
    const first = {
      timed: false,
      words: 'a b c d e f g'.split(' ').map((text) => ({ text, start: 0 })),
    }
    const second = {
      timed: false,
      words: 'e f g h i'.split(' ').map((text) => ({ text, start: 300 })),
    }
    expect(texts(mergeTwo(first, second, { cut: 300, overlap: 1.5 }))).toBe('a b c d e f g h i')
  })

  it('ignores case and punctuation when matching but keeps the second chunk’s spelling', () => {
    const first = timedWords('we saw that Energy, is conserved', 8)
    const second = timedWords('energy is conserved. Next topic', 9.6)
    expect(texts(mergeTwo(first, second, { cut: 10, overlap: 1.5 }))).toBe(
      'we saw that energy is conserved. Next topic',
    )
  })
})

describe('mergeChunks', () => {
  it('loses and doubles no word of a script read in four overlapping chunks', () => {
    const script = Array.from({ length: 120 }, (_, i) => `w${i}`)
    // One word every 0.5 s; chunks meet at 15, 30 and 45 s, each holding 1.5 s past the cut.
    const cuts = [15, 30, 45]
    const spans = [0, ...cuts].map((start, i) => ({
      from: i === 0 ? 0 : start - 1.5,
      to: (cuts[i] ?? 60) + 1.5,
    }))
    // Each chunk's recogniser times the words a little differently (±0.3 s).
    const chunks = spans.map(({ from, to }, k) => ({
      timed: true,
      words: script
        .map((text, i) => ({ text, start: i * 0.5 }))
        .filter((word) => word.start >= from && word.start < to)
        .map((word) => ({ ...word, start: word.start + (k % 2 === 1 ? -0.3 : 0.2) })),
    }))
    const merged = mergeChunks(
      chunks,
      cuts.map((cut) => ({ cut, overlap: 1.5 })),
    )
    expect(merged.map((word) => word.text)).toEqual(script)
  })
})
