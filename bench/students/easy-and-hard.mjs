/**
 * A student who does not always press medium after recalling: with the power-law memory of
 * power-law.mjs (its constants drawn from the seed around that student's), after a recall they
 * sometimes press easy (more often the surer they were) and sometimes hard (more often the
 * closer they came to forgetting), which the app reads as not recalled. A forgotten card is
 * hard. What they remember is only their memory's: the button pressed changes nothing in it.
 */
import { hashOf, seededRandom } from './memory.mjs'
import { powerLawMemory } from './power-law.mjs'

/** The student of `seed`: the memory's constants and how often easy and hard are pressed. */
export function constantsOf(seed) {
  const draw = seededRandom(hashOf(`easy-and-hard:${seed}`))
  const between = (low, high) => low + (high - low) * draw()
  return {
    memory: {
      spacing: between(0.18, 0.32),
      baseDecay: between(0.3, 0.45),
      threshold: between(-0.8, -0.4),
      noise: between(0.25, 0.4),
    },
    /** After a recall at chance p: hard with hardShare·(1 − p) + hardFloor, easy with easyShare·p². */
    hardShare: between(0.3, 0.6),
    hardFloor: between(0.02, 0.08),
    easyShare: between(0.1, 0.35),
  }
}

export function createStudent(seed) {
  const constants = constantsOf(seed)
  const random = seededRandom(seed)
  const memory = powerLawMemory(constants.memory)
  return {
    review(cardId, day) {
      const known = memory.studied(cardId)
      const p = memory.recall(cardId, day)
      const recalled = known && random() < p
      memory.study(cardId, day)
      if (!recalled) return 'hard'
      const press = random()
      if (press < constants.hardShare * (1 - p) + constants.hardFloor) return 'hard'
      if (press > 1 - constants.easyShare * p * p) return 'easy'
      return 'medium'
    },
    probability: memory.recall,
  }
}
