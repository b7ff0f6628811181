/**
 * How much slower than a quiet core this thread runs right now: a fixed piece of integer work
 * over a typed array (the kind of loop recognition spends its time in) timed by the clock,
 * against the CPU time the same work takes on an idle core of the machine the page bound was
 * set on. A phone's slower core or a machine busy with other work both read as a slowdown, so a
 * page's time bound can mean "this long on that quiet core" rather than a wall-clock figure.
 */

/** Words the work goes over: 256 KB, which fits a core's cache like a block of pixels does. */
const WORDS = 1 << 16
/** Passes over them that are timed, after a few that let the engine compile the loop. */
const TIMED_PASSES = 96
const WARM_UP_PASSES = 4
/**
 * CPU time of the timed passes on an idle core of the development machine (Node's V8, as
 * Chromium's; `bench/ocr-thread-speed.ts` prints it): 11.5–12.3 ms a run, 2026-11-29.
 */
export const QUIET_WORK_MS = 12

function passes(words: Uint32Array, count: number): number {
  let sum = 0
  for (let pass = 0; pass < count; pass += 1) {
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? 0
      const grey =
        ((word & 0xff) * 77 + ((word >>> 8) & 0xff) * 150 + ((word >>> 16) & 0xff) * 29) >> 8
      words[index] = (word ^ (grey << 24) ^ (word >>> 3)) >>> 0
      sum = (sum + grey) | 0
    }
  }
  return sum
}

/** The same pseudo-random words every time (xorshift32), so the work never varies. */
function startingWords(): Uint32Array {
  const words = new Uint32Array(WORDS)
  let state = 2463534242
  for (let index = 0; index < WORDS; index += 1) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    words[index] = state >>> 0
  }
  return words
}

/** The work itself, timed by `clock`: what `QUIET_WORK_MS` was measured on. */
export function timeWork(clock: () => number = () => performance.now()): number {
  const words = startingWords()
  passes(words, WARM_UP_PASSES)
  const start = clock()
  passes(words, TIMED_PASSES)
  return clock() - start
}

/** This thread's slowdown against the quiet core: 1 or more (a faster core counts as 1). */
export function measureSlowdown(): number {
  return Math.max(1, timeWork() / QUIET_WORK_MS)
}
