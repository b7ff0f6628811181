import { default_w, Rating } from 'ts-fsrs'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { logReviews } from '../testing/logged-reviews'
import { simulatedReviewLog } from '../testing/study-simulation'
import { learnedMemory } from '../model/memory-model'
import { runMemoryJob, type MemoryJob } from '../model/memory-job'
import { fetchReviewLog } from './personal-parameters-api'
import { learnInWorker } from './memory-in-worker'

describe('the planner’s memory model learnt off the page', () => {
  it('is the model learnt in the page, from a review log read from the database, after the worker’s round trip', async () => {
    const ada = await signInNewAccount('Ada')
    const set = await insertSet(ada, (await insertGuide(ada, { title: 'Cells' })).id)
    await logReviews(
      ada,
      set.id,
      simulatedReviewLog({ cards: 120, days: 45, seed: 5, firstSight: Rating.Again }),
    )
    const log = await fetchReviewLog()
    expect(log.length).toBeGreaterThan(900)
    const better = {
      weights: default_w.map((w, i) => (i === 2 ? w * 2 : w)),
      logLoss: 0.3,
      defaultLogLoss: 0.4,
    }
    for (const fit of [undefined, better]) {
      const inPage = learnedMemory(log, fit)
      expect(inPage.calibration?.reviews).toBeGreaterThan(500)
      // What crosses to the worker and back is a structured clone (postMessage's algorithm).
      const job: MemoryJob = { kind: 'learn', reviews: log, fit }
      expect(structuredClone(runMemoryJob(structuredClone(job)))).toStrictEqual(inPage)
      expect(await learnInWorker(log, fit)).toStrictEqual(inPage)
    }
  })
})
