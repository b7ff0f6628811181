import { chance } from './random.mjs'

/**
 * A judge biased toward 'supported': a wrong claim passes as supported one time in three; a
 * supported claim is always read right.
 */
export function createJudge(seed) {
  return {
    judge(claim, _passage, label) {
      if (label === 'supported') return label
      return chance(seed, claim) < 1 / 3 ? 'supported' : label
    },
  }
}
