/**
 * Deterministic chance for the stand-in judges: a number in [0, 1) from the seed and the claim,
 * so a judge errs on the same claims whatever order the bench asks them in.
 */
export function chance(seed, text) {
  let h = (seed ^ 0x9e3779b9) >>> 0
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  // mulberry32 finaliser
  h = (h + 0x6d2b79f5) >>> 0
  let t = Math.imul(h ^ (h >>> 15), h | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

export const VERDICTS = ['supported', 'contradicted', 'not-found']
