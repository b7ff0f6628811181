/** A student whose memory is FSRS-6 with its default weights: the scheduler's own model. */
import { default_w } from 'ts-fsrs'
import { fsrsStudent } from './memory.mjs'

export function createStudent(seed) {
  return fsrsStudent(seed, () => default_w)
}
