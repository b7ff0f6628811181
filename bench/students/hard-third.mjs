/**
 * A student for whom a third of the cards (fixed per seed) are much harder: on those, the first
 * stabilities are a quarter of FSRS-6's defaults and each recall makes stability grow a
 * quarter as much; the other cards follow the defaults.
 */
import { default_w } from 'ts-fsrs'
import { fsrsStudent, hashOf } from './memory.mjs'

export const HARD_CARD_WEIGHTS = default_w.map((weight, index) =>
  index <= 3 ? weight / 4 : index === 8 ? weight - Math.log(4) : weight,
)

export function isHardCard(cardId, seed) {
  return hashOf(`${seed}:${cardId}`) % 3 === 0
}

export function createStudent(seed) {
  return fsrsStudent(seed, (cardId) => (isHardCard(cardId, seed) ? HARD_CARD_WEIGHTS : default_w))
}
