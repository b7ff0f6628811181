/**
 * A power-law student after ACT-R's declarative memory with the spacing effect (Pavlik and
 * Anderson, 2005): every study of a card leaves a trace that decays as a power of its age;
 * the card's activation is m(t) = ln Σ (t − tⱼ)^(−dⱼ), and a trace laid down while activation
 * is high (massed study) decays faster: dⱼ = c·e^m(tⱼ) + a. The chance of recall is
 * 1 / (1 + e^((τ − m)/s)). Failed or not, a study adds its trace (the answer is shown).
 * Time is in days; the constants give 88 % recall a day after a first study, 36 % a week
 * after, and near 100 % on exam day for a card studied every day.
 */
import { seededRandom } from './memory.mjs'

/** The constants of decision 017's power-law student. */
export const POWER_LAW = {
  spacing: 0.25, // c
  baseDecay: 0.4, // a
  threshold: -0.6, // τ
  noise: 0.3, // s
}
/** A trace's age never counts as less than this (a same-day study is not infinitely strong). */
const MIN_AGE = 0.1

function activation(traces, day) {
  let sum = 0
  for (const { day: studied, decay } of traces) {
    if (studied > day) continue
    sum += Math.max(MIN_AGE, day - studied) ** -decay
  }
  return sum > 0 ? Math.log(sum) : -Infinity
}

/**
 * The power-law memory with `constants` ({ spacing, baseDecay, threshold, noise }): `study`
 * lays down a trace of the card on `day`; `recall` is the chance of recalling it on `day`.
 */
export function powerLawMemory(constants) {
  const cards = new Map()
  const recall = (cardId, day) => {
    const m = activation(cards.get(cardId) ?? [], day)
    return m === -Infinity ? 0 : 1 / (1 + Math.exp((constants.threshold - m) / constants.noise))
  }
  return {
    recall,
    studied: (cardId) => cards.has(cardId),
    study(cardId, day) {
      const traces = cards.get(cardId) ?? []
      const m = activation(traces, day)
      const decay = constants.spacing * (m === -Infinity ? 0 : Math.exp(m)) + constants.baseDecay
      cards.set(cardId, [...traces, { day, decay }])
    },
  }
}

/** A student with the power-law memory of `constants`, coins from `seed`. */
export function powerLawStudent(seed, constants) {
  const random = seededRandom(seed)
  const memory = powerLawMemory(constants)
  return {
    review(cardId, day) {
      const recalled = memory.studied(cardId) && random() < memory.recall(cardId, day)
      memory.study(cardId, day)
      return recalled
    },
    probability: memory.recall,
  }
}

export function createStudent(seed) {
  return powerLawStudent(seed, POWER_LAW)
}
