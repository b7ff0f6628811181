/**
 * Where a transcript's word errors fall (bench:transcribe): the hypothesis is aligned to the
 * script by word edit distance, and each error (a wrong, extra or missing word) takes the time of
 * the nearest recognised word. Counting them in windows around the chunks' cuts tells whether the
 * chunked transcript loses at its joins (the overlap merge) or at each chunk's start (the
 * recogniser starting cold), against the whole-file run's errors in the same windows.
 */

export interface TimedHypothesisWord {
  text: string
  start: number
}

/** Word error rate: word-level edit distance over the reference's length (two rows held). */
export function wer(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j)
  for (let i = 1; i <= reference.length; i++) {
    const current = [i]
    for (let j = 1; j <= hypothesis.length; j++) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + same,
      )
    }
    previous = current
  }
  return (previous[hypothesis.length] ?? 0) / Math.max(1, reference.length)
}

/** Alignments larger than this many cells are not attributed (the whole table is held). */
const MAX_CELLS = 60_000_000

/**
 * The time of each error of a best alignment (edit distance with backtrace), or null when the
 * texts are too long to hold the table (over about 40 minutes of speech each).
 */
export function errorTimes(
  reference: string[],
  hypothesis: TimedHypothesisWord[],
): number[] | null {
  const cols = hypothesis.length + 1
  if ((reference.length + 1) * cols > MAX_CELLS) return null
  const table = new Uint32Array((reference.length + 1) * cols)
  for (let j = 0; j < cols; j++) table[j] = j
  for (let i = 1; i <= reference.length; i++) {
    table[i * cols] = i
    for (let j = 1; j < cols; j++) {
      const same = reference[i - 1] === hypothesis[j - 1]?.text ? 0 : 1
      table[i * cols + j] = Math.min(
        table[(i - 1) * cols + j]! + 1,
        table[i * cols + j - 1]! + 1,
        table[(i - 1) * cols + j - 1]! + same,
      )
    }
  }
  const times: number[] = []
  const timeNear = (j: number) =>
    hypothesis[Math.min(hypothesis.length - 1, Math.max(0, j))]?.start ?? 0
  let i = reference.length
  let j = hypothesis.length
  while (i > 0 || j > 0) {
    const here = table[i * cols + j]!
    if (i > 0 && j > 0) {
      const same = reference[i - 1] === hypothesis[j - 1]?.text ? 0 : 1
      if (here === table[(i - 1) * cols + j - 1]! + same) {
        if (same) times.push(timeNear(j - 1))
        i--
        j--
        continue
      }
    }
    if (i > 0 && here === table[(i - 1) * cols + j]! + 1) {
      times.push(timeNear(j))
      i--
    } else {
      times.push(timeNear(j - 1))
      j--
    }
  }
  return times
}

/** Errors per window: after each chunk's start (its cold start), around each cut, elsewhere. */
export function errorsByWindow(
  times: number[],
  chunkStarts: number[],
  cuts: number[],
  seconds = { start: 20, cut: 5 },
) {
  let afterStart = 0
  let nearCut = 0
  for (const t of times) {
    if (cuts.some((cut) => Math.abs(t - cut) <= seconds.cut)) nearCut++
    else if (chunkStarts.some((start) => t >= start && t < start + seconds.start)) afterStart++
  }
  return { nearCut, afterChunkStart: afterStart, elsewhere: times.length - nearCut - afterStart }
}
