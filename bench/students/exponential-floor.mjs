/**
 * A student whose forgetting is not a power curve at all: recall decays exponentially toward a
 * floor (what stays known whatever the gap), R(t) = f + (1 − f)·e^(−t/S). A first study gives
 * the card a stability S₀ (varying from card to card); a recall multiplies it by
 * 1 + G·(1 − R), so a review at low recall teaches more (the spacing effect); a lapse brings it
 * back to L times what it was, not under the card's first stability. The constants f, S₀, G
 * and L are drawn from the seed: each seed is another student, not only other coins.
 */
import { hashOf, seededRandom } from './memory.mjs'

/** The student of `seed`: floor, first stability (days), growth on recall, loss on a lapse. */
export function constantsOf(seed) {
  const draw = seededRandom(hashOf(`exponential-floor:${seed}`))
  const between = (low, high) => low + (high - low) * draw()
  return {
    floor: between(0.1, 0.3),
    firstStability: between(1.5, 4),
    growth: between(2.5, 6),
    lapse: between(0.3, 0.6),
  }
}

/** A card's own ease: its first stability times e^(0.35·z), z about normal, fixed per seed. */
function easeOf(cardId, seed) {
  const draw = seededRandom(hashOf(`${seed}:${cardId}`))
  const z = draw() + draw() + draw() - 1.5
  return Math.exp(0.35 * z * 2)
}

/** The student with `constants` ({ floor, firstStability, growth, lapse }), coins from `seed`. */
export function exponentialFloorStudent(seed, constants) {
  const random = seededRandom(seed)
  const cards = new Map()
  const probability = (cardId, day) => {
    const card = cards.get(cardId)
    if (!card) return 0
    const t = Math.max(0, day - card.day)
    return constants.floor + (1 - constants.floor) * Math.exp(-t / card.stability)
  }
  return {
    review(cardId, day) {
      const card = cards.get(cardId)
      const first = constants.firstStability * easeOf(cardId, seed)
      if (!card) {
        cards.set(cardId, { day, stability: first, first })
        return false
      }
      const p = probability(cardId, day)
      const recalled = random() < p
      const stability = recalled
        ? card.stability * (1 + constants.growth * (1 - p))
        : Math.max(card.first, card.stability * constants.lapse)
      cards.set(cardId, { day, stability, first: card.first })
      return recalled
    },
    probability,
  }
}

export function createStudent(seed) {
  return exponentialFloorStudent(seed, constantsOf(seed))
}
