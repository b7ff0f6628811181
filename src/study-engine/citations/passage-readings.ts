import { read, type Reading } from './reading'
import { sentenceRanges, type PassageReadings, type SourceIndex, type Window } from './source-index'

/**
 * A passage's sentences read once (reading.ts), alone and as neighbouring pairs: what the word
 * check sets an item's sentences against. Kept in the source's index, which owns what is derived
 * from the source.
 */

function shifted(reading: Reading, by: number): Reading {
  return {
    ...reading,
    words: reading.words.map((word) => ({ ...word, start: word.start + by, end: word.end + by })),
    quantities: reading.quantities.map((q) => ({ ...q, start: q.start + by, end: q.end + by })),
  }
}

function joined(a: Reading, b: Reading): Reading {
  return {
    text: `${a.text} ${b.text}`,
    words: [
      ...a.words,
      ...b.words.map((word) => ({
        ...word,
        clause: word.clause + (a.words.at(-1)?.clause ?? 0) + 1,
      })),
    ],
    negations: [...a.negations, ...b.negations.map((i) => i + a.words.length)],
    quantities: [...a.quantities, ...b.quantities],
    roots: new Set([...a.roots, ...b.roots]),
  }
}

/** A passage's sentences read once, alone and as neighbouring pairs. */
export function passageReadings(index: SourceIndex, passage: number): PassageReadings {
  const known = index.readings.get(passage)
  if (known) return known
  const text = index.source[passage]?.text ?? ''
  const ranges = sentenceRanges(index, passage)
  const singles = ranges.map(([start, end]) =>
    shifted(read(text.slice(start, end), index.readingStop, index.language.lang), start),
  )
  const windows: Window[] = singles.map((reading, i) => ({
    passage,
    ranges: [ranges[i]!],
    reading,
  }))
  for (let i = 0; i + 1 < singles.length; i++)
    windows.push({
      passage,
      ranges: [ranges[i]!, ranges[i + 1]!],
      reading: joined(singles[i]!, singles[i + 1]!),
    })
  const roots = new Map<string, number>()
  for (const single of singles)
    for (const root of single.roots) roots.set(root, (roots.get(root) ?? 0) + 1)
  const entry = { windows, roots }
  index.readings.set(passage, entry)
  return entry
}
