import { chance, VERDICTS } from './random.mjs'

/** A judge right 90 % of the time at random; when wrong, either other verdict equally. */
export function createJudge(seed) {
  return {
    judge(claim, _passage, label) {
      const roll = chance(seed, claim)
      if (roll < 0.9) return label
      const others = VERDICTS.filter((verdict) => verdict !== label)
      return others[roll < 0.95 ? 0 : 1]
    },
  }
}
