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

const SPACING = 0.25 // c
const BASE_DECAY = 0.4 // a
const THRESHOLD = -0.6 // τ
const NOISE = 0.3 // s
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

function recallChance(traces, day) {
  const m = activation(traces, day)
  return m === -Infinity ? 0 : 1 / (1 + Math.exp((THRESHOLD - m) / NOISE))
}

export function createStudent(seed) {
  const random = seededRandom(seed)
  const cards = new Map()
  return {
    review(cardId, day) {
      const traces = cards.get(cardId) ?? []
      const recalled = traces.length > 0 && random() < recallChance(traces, day)
      const m = activation(traces, day)
      const decay = SPACING * (m === -Infinity ? 0 : Math.exp(m)) + BASE_DECAY
      cards.set(cardId, [...traces, { day, decay }])
      return recalled
    },
    probability(cardId, day) {
      return recallChance(cards.get(cardId) ?? [], day)
    },
  }
}
