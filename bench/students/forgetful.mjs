/**
 * A forgetful student: FSRS-6's default memory with stability growing half as fast: the first
 * stabilities are half the defaults and each successful recall makes stability grow half as
 * much (e^w8, the scale of the growth, halved).
 */
import { default_w } from 'ts-fsrs'
import { fsrsStudent } from './memory.mjs'

export const FORGETFUL_WEIGHTS = default_w.map((weight, index) =>
  index <= 3 ? weight / 2 : index === 8 ? weight - Math.log(2) : weight,
)

export function createStudent(seed) {
  return fsrsStudent(seed, () => FORGETFUL_WEIGHTS)
}
