/**
 * Building blocks of the simulated students in this folder. A student module exports
 * `createStudent(seed)` returning `{ review(cardId, day), probability(cardId, day) }`: `review`
 * is one study of the card on integer day `day` (the first call is its first study, never a
 * recall) and says whether the student recalled it; `probability` is their chance of recalling
 * the card on `day`, without changing their memory.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs'

/** mulberry32: a small seeded generator, so the same seed gives the same student. */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a: a card's fixed traits (hard or not) from its id and the seed. */
export function hashOf(text) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const DAY_MS = 86_400_000
const EPOCH = Date.UTC(2026, 0, 5)

function memoryModel(weights) {
  return fsrs(
    generatorParameters({ w: [...weights], enable_fuzz: false, enable_short_term: false }),
  )
}

/**
 * A student whose memory of each card follows FSRS with the weights `weightsOf(cardId)` gives.
 * A first study is a first learning graded Hard (the card was not known, as the app rates it);
 * afterwards a recalled card is graded Good and a forgotten one Again (a lapse).
 */
export function fsrsStudent(seed, weightsOf) {
  const random = seededRandom(seed)
  const models = new Map()
  const memories = new Map()
  const modelOf = (cardId) => {
    const weights = weightsOf(cardId)
    let model = models.get(weights)
    if (!model) models.set(weights, (model = memoryModel(weights)))
    return model
  }
  const probability = (cardId, day) => {
    const memory = memories.get(cardId)
    if (!memory) return 0
    return modelOf(cardId).forgetting_curve(Math.max(0, day - memory.day), memory.card.stability)
  }
  return {
    review(cardId, day) {
      const memory = memories.get(cardId)
      const at = new Date(EPOCH + day * DAY_MS)
      const recalled = memory !== undefined && random() < probability(cardId, day)
      const grade = memory === undefined ? Rating.Hard : recalled ? Rating.Good : Rating.Again
      const card = memory?.card ?? createEmptyCard(at)
      memories.set(cardId, { card: modelOf(cardId).next(card, at, grade).card, day })
      return recalled
    },
    probability,
  }
}
