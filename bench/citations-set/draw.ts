import { pythonRandom } from './python-random'

/**
 * The held-out third as split.json's method draws it: the claims of each draw (the first seed's,
 * then the second's among `laterDraw`) grouped by (label, kind); the strata taken in sorted order
 * with one generator per draw; each stratum's ids sorted, shuffled, and the first round(n/3) held
 * out.
 */
export interface DrawnClaim {
  id: string
  label: string
  kind: string
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function drawOne(claims: readonly DrawnClaim[], seed: number): string[] {
  const strata = new Map<string, { label: string; kind: string; ids: string[] }>()
  for (const claim of claims) {
    const key = `${claim.label}\u0000${claim.kind}`
    const stratum = strata.get(key) ?? { label: claim.label, kind: claim.kind, ids: [] }
    stratum.ids.push(claim.id)
    strata.set(key, stratum)
  }
  const random = pythonRandom(seed)
  return [...strata.values()]
    .sort((a, b) => byCodePoint(a.label, b.label) || byCodePoint(a.kind, b.kind))
    .flatMap(({ ids }) =>
      random.shuffle([...ids].sort(byCodePoint)).slice(0, pythonRound(ids.length / 3)),
    )
}

/** Python's round(): halves to even. */
function pythonRound(value: number): number {
  const floor = Math.floor(value)
  const rest = value - floor
  if (rest !== 0.5) return Math.round(value)
  return floor % 2 === 0 ? floor : floor + 1
}

/** The held-out ids the seeds draw, sorted. */
export function drawHeldOut(
  claims: readonly DrawnClaim[],
  seeds: readonly [number, number],
  laterDraw: readonly string[],
): string[] {
  const later = new Set(laterDraw)
  return [
    ...drawOne(
      claims.filter((claim) => !later.has(claim.id)),
      seeds[0],
    ),
    ...drawOne(
      claims.filter((claim) => later.has(claim.id)),
      seeds[1],
    ),
  ].sort(byCodePoint)
}
