/**
 * Students of the shipped kinds whose constants are drawn per seed from streams of their own
 * (`--fresh` in bench/planner.ts): each seed is another student, never the bench's fixed one, so
 * the plan is graded on parameters nothing was tuned on (issue #45, planner clause 2). The seeds
 * in HELD_OUT are run only after a change is chosen (`--held-out`).
 */
import { default_w } from 'ts-fsrs'
import { exponentialFloorStudent } from './exponential-floor.mjs'
import { fsrsStudent, hashOf, seededRandom } from './memory.mjs'
import { powerLawStudent } from './power-law.mjs'

/**
 * Seeds graded only once a change is final: fresh students 4–7, shipped students 9–12; and,
 * since those were looked at in session 57, fresh 8–11 and shipped 13–16 (first run in session 58);
 * since those were run in session 58, fresh 12–15 and shipped 17–20 (first run in session 59).
 */
export const HELD_OUT = {
  fresh: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  shipped: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
}

/** A draw between `low` and `high` from the stream `name` of `seed`. */
function drawsOf(name, seed) {
  const draw = seededRandom(hashOf(`fresh-${name}:${seed}`))
  return (low, high) => low + (high - low) * draw()
}

/** createStudent(seed) of each kind that has fresh constants, by the shipped student's name. */
export const FRESH = {
  /** ACT-R constants drawn around decision 017's. */
  'power-law': (seed) => {
    const between = drawsOf('power-law', seed)
    return powerLawStudent(seed, {
      spacing: between(0.18, 0.32),
      baseDecay: between(0.33, 0.47),
      threshold: between(-0.75, -0.45),
      noise: between(0.25, 0.35),
    })
  },
  /** FSRS-6 with first stabilities and growth × 0.4–1.6. */
  'fsrs-default': (seed) => {
    const between = drawsOf('fsrs', seed)
    const [first, growth] = [between(0.4, 1.6), between(0.4, 1.6)]
    const weights = default_w.map((w, i) =>
      i <= 3 ? w * first : i === 8 ? w + Math.log(growth) : w,
    )
    return fsrsStudent(seed, () => weights)
  },
  /** The four constants from another stream than the shipped student's. */
  'exponential-floor': (seed) => {
    const between = drawsOf('exponential-floor', seed)
    return exponentialFloorStudent(seed, {
      floor: between(0.1, 0.3),
      firstStability: between(1.5, 4),
      growth: between(2.5, 6),
      lapse: between(0.3, 0.6),
    })
  },
}
