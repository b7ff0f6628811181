import { default_w, forgetting_curve } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { runAppPlan, type Student } from './exam-simulation'
import { cheapestOracle } from './exam-oracle'

/**
 * The simulated students of `npm run bench:planner` (bench/students), and the exam plan graded
 * by them: every figure asserted here is the student's own recall, never the app's prediction.
 */

type CreateStudent = (seed: number) => Student

async function student(name: string): Promise<CreateStudent> {
  const url = new URL(`../../../../bench/students/${name}.mjs`, import.meta.url)
  const module = (await import(url.href)) as { createStudent: CreateStudent }
  return module.createStudent
}

/** Recall on `day` of a card first studied on day 0 and again on each of `reviews`. */
function recallAfter(create: CreateStudent, reviews: readonly number[], day: number): number {
  const learner = create(1)
  for (const studyDay of [0, ...reviews]) learner.review('card_0', studyDay)
  return learner.probability('card_0', day)
}

describe('the simulated students', () => {
  it.each([
    'fsrs-default',
    'forgetful',
    'power-law',
    'hard-third',
    'exponential-floor',
    'easy-and-hard',
  ])(
    '%s: recall only after a first study, the same for the same seed, unchanged by asking',
    async (name) => {
      const create = await student(name)
      const [a, b] = [create(4), create(4)]
      expect(a.probability('card_0', 0)).toBe(0)
      expect([false, 'hard']).toContain(a.review('card_0', 0))
      b.review('card_0', 0)
      const answers = (learner: Student) =>
        [2, 5, 9].map((day) => [learner.review('card_0', day), learner.probability('card_0', 20)])
      expect(answers(a)).toEqual(answers(b))
      expect(a.probability('card_0', 30)).toBe(a.probability('card_0', 30))
      expect(a.probability('card_0', 30)).toBeLessThan(a.probability('card_0', 21))
    },
  )

  it('fsrs-default remembers as FSRS-6 with its default weights predicts', async () => {
    const learner = (await student('fsrs-default'))(1)
    learner.review('card_0', 0)
    // A first study the student did not know: FSRS's first stability after Hard (w1).
    expect(learner.probability('card_0', 7)).toBeCloseTo(
      forgetting_curve(default_w, 7, default_w[1]!),
      10,
    )
  })

  it('forgetful: stability grows about half as fast as FSRS-6 predicts', async () => {
    const [forgetful, fsrs] = [await student('forgetful'), await student('fsrs-default')]
    // The day each student's recall of a card studied on days 0, 2 and 6 falls to 90 %.
    const falls = (create: CreateStudent) => {
      let day = 7
      while (recallAfter(create, [2, 6], day) > 0.9) day++
      return day - 6
    }
    expect(falls(forgetful) / falls(fsrs)).toBeGreaterThan(0.3)
    expect(falls(forgetful) / falls(fsrs)).toBeLessThan(0.6)
  })

  it('power-law: activation falls with the log of time, and spaced study outlasts massed study', async () => {
    const create = await student('power-law')
    // The log odds of recall drop by the same amount with each doubling of the time since
    // study (a power law); under exponential forgetting the drops would grow.
    const logOdds = [1, 2, 4, 8].map((day) => {
      const p = recallAfter(create, [], day)
      return Math.log(p / (1 - p))
    })
    const drops = logOdds.slice(1).map((value, index) => logOdds[index]! - value)
    expect(drops[0]).toBeGreaterThan(0.3)
    for (const drop of drops) expect(drop).toBeCloseTo(drops[0]!, 6)
    expect(recallAfter(create, [4, 8], 20)).toBeGreaterThan(recallAfter(create, [1, 2], 20) + 0.1)
  })

  it('hard-third: about a third of the cards are much harder', async () => {
    const learner = (await student('hard-third'))(2)
    const usual = (await student('fsrs-default'))(2)
    usual.review('card_0', 0)
    const ids = Array.from({ length: 300 }, (_, index) => `card_${index}`)
    for (const id of ids) learner.review(id, 0)
    const recall = ids.map((id) => learner.probability(id, 5))
    const hard = recall.filter((p) => p < usual.probability('card_0', 5) - 0.1)
    expect(hard.length).toBeGreaterThan(80)
    expect(hard.length).toBeLessThan(120)
    // The others are the FSRS-default student's cards.
    for (const p of recall.filter((value) => !hard.includes(value)))
      expect(p).toBe(usual.probability('card_0', 5))
  })
})

describe('the students whose constants come from the seed', () => {
  async function constants(name: string) {
    const url = new URL(`../../../../bench/students/${name}.mjs`, import.meta.url)
    return ((await import(url.href)) as { constantsOf: (seed: number) => unknown }).constantsOf
  }

  it('exponential-floor: forgets exponentially toward a floor, not as a power of time', async () => {
    const create = await student('exponential-floor')
    const { floor } = (await constants('exponential-floor'))(5) as { floor: number }
    const learner = create(5)
    learner.review('card_0', 0)
    // What is above the floor halves in equal times: equal ratios for equal steps.
    const above = [2, 4, 6, 8].map((day) => learner.probability('card_0', day) - floor)
    const ratios = above.slice(1).map((value, index) => value / above[index]!)
    for (const ratio of ratios) expect(ratio).toBeCloseTo(ratios[0]!, 10)
    expect(learner.probability('card_0', 400)).toBeCloseTo(floor, 6)
    expect(learner.probability('card_0', 400)).toBeGreaterThan(0.05)
  })

  it('each seed is another student, not only other coins', async () => {
    for (const name of ['exponential-floor', 'easy-and-hard']) {
      const constantsOf = await constants(name)
      expect(constantsOf(1)).not.toEqual(constantsOf(2))
      expect(constantsOf(1)).toEqual(constantsOf(1))
    }
  })

  it('easy-and-hard: presses easy and hard after recalls, and the button changes nothing in memory', async () => {
    const create = await student('easy-and-hard')
    const learner = create(3)
    const ids = Array.from({ length: 300 }, (_, index) => `card_${index}`)
    for (const id of ids) learner.review(id, 0)
    const pressed = ids.map((id) => ({
      id,
      p: learner.probability(id, 2),
      answer: learner.review(id, 2),
    }))
    const count = (answer: string) => pressed.filter((press) => press.answer === answer).length
    expect(count('easy')).toBeGreaterThan(10)
    expect(count('medium')).toBeGreaterThan(100)
    // More hard presses than the student's forgetting alone would give.
    const forgotten = pressed.reduce((sum, press) => sum + (1 - press.p), 0)
    expect(count('hard')).toBeGreaterThan(forgotten + 20)
    // Two cards with the same history have the same memory whatever was pressed.
    const recall = new Set(ids.map((id) => learner.probability(id, 5)))
    expect(recall.size).toBe(1)
  })
})

describe('the exam plan graded by students unlike its model', () => {
  // The bench's deck: the targets are for 500 cards (with fewer, the forecast is noisier).
  const options = { cards: 500, days: 21, targetRecall: 0.95 }

  // Against the oracle that plans each card on its own (exam-oracle.ts) the plan spends
  // 1.9–2.1 times its reviews at a 95 % target on this seed (decision 020: the 1.5 times asked
  // for is not reached); this bound fails if the plan spends more than it does today.
  it.each(['forgetful', 'power-law', 'hard-third', 'fsrs-default'])(
    '%s: exam-day recall at least 0.94, at most 2.1 times the oracle’s reviews, forecast within 3 points',
    { timeout: 300_000 },
    async (name) => {
      const create = await student(name)
      const app = runAppPlan({ ...options, student: create(3) })
      const oracle = cheapestOracle(options, () => create(3))
      // 500 cards give enough reviews for a fit: the plan holds with the student's own weights.
      expect(app.model?.weights).toHaveLength(21)
      expect(app.examDayRecall).toBeGreaterThanOrEqual(0.94)
      expect(app.reviews).toBeLessThanOrEqual(2.1 * oracle.reviews)
      expect(Math.abs(app.predictedRecall - app.examDayRecall)).toBeLessThanOrEqual(0.03)
    },
  )

  // A guide's own deck is about 30 cards: too few reviews for a fit, and each card's last
  // review, the day before the exam, decides much of the score. Seed 11 is where a scale learnt
  // from a lucky start let most cards skip that review (93.8 %, forecast 4.1 points high).
  it.each(['forgetful', 'power-law', 'hard-third', 'fsrs-default'])(
    '%s, a 30-card deck: exam-day recall at least 0.94 and forecast within 3 points on four seeds',
    async (name) => {
      const create = await student(name)
      for (const seed of [1, 2, 3, 11]) {
        const app = runAppPlan({ ...options, cards: 30, student: create(seed) })
        expect(app.examDayRecall).toBeGreaterThanOrEqual(0.94)
        expect(Math.abs(app.predictedRecall - app.examDayRecall)).toBeLessThanOrEqual(0.03)
      }
    },
  )
})
