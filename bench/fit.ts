/**
 * Personal FSRS parameters on simulated students whose memory follows FSRS
 * with known parameters (study-simulation.ts): each studies new cards when due for 60 days with
 * the default parameters, and the app fits their log as it does in the browser's worker.
 * Printed per student and log size:
 *   - the fit's time (one thread, as in the worker; past 3,000 reviews it learns from a sample),
 *   - log loss of the defaults, of the fit, and of the student's true parameters, on the whole log,
 *   - held out: fitted on four cards in five, scored on the fifth (does the fit generalise?),
 *   - then 60 more days of new cards scheduled with the defaults and with the fit: the share of
 *     reviews the student recalls (the scheduler asks for 90 %) and the reviews it took.
 *
 * Run: npm run bench:fit   (BENCH_SEED overrides the seed)
 */
import { performance } from 'node:perf_hooks'
import { default_w } from 'ts-fsrs'
import {
  cardHistories,
  fitToLog,
  logLoss,
  recalled,
  type LoggedReview,
} from '../src/features/planner/model/personal-parameters'
import type { Weights } from '../src/entities/flashcard/scheduling'
import {
  FORGETFUL_STUDENT,
  SLOW_FORGETTER,
  simulateStudent,
} from '../src/features/planner/testing/study-simulation'
import { createRng } from '../src/lib/prng'

const SEED = Number(process.env.BENCH_SEED ?? 1)
const DAYS = 60

const students: Record<string, readonly number[]> = {
  forgetful: FORGETFUL_STUDENT,
  'FSRS-6 default': default_w,
  'slow forgetter': SLOW_FORGETTER,
}

function study(memoryWeights: readonly number[], cards: number, seed: number, weights?: Weights) {
  return simulateStudent({
    cards,
    examInDays: DAYS,
    targetRecall: 0.9,
    policy: 'fsrs',
    start: new Date('2026-01-05T18:00:00Z'),
    random: createRng(seed),
    memoryWeights,
    ...(weights ? { weights } : {}),
  })
}

/** Share of the reviews after a card's first, on a later day, that the student recalled. */
function recallRate(log: readonly LoggedReview[]): string {
  let hits = 0
  let total = 0
  for (const { grades, days } of cardHistories(log))
    grades.forEach((grade, index) => {
      if (index === 0 || days[index]! < 1) return
      total++
      if (recalled(grade)) hits++
    })
  return `${((hits / total) * 100).toFixed(1)} %`
}

const f3 = (value: number) => value.toFixed(3)
const rows: Record<string, string | number>[] = []
for (const [name, truth] of Object.entries(students)) {
  for (const cards of [100, 300, 800, 3_000]) {
    const log = study(truth, cards, SEED).reviewLog
    const started = performance.now()
    const outcome = fitToLog(log)
    const ms = performance.now() - started
    if (outcome.kind !== 'fitted') {
      rows.push({ student: name, cards, reviews: log.length, fit: outcome.kind })
      continue
    }
    const { fit } = outcome
    const histories = cardHistories(log)
    const heldOut = (review: LoggedReview) => Number(review.cardId) % 5 === 0
    const trained = fitToLog(log.filter((review) => !heldOut(review)))
    const test = cardHistories(log.filter(heldOut))
    const later = (weights?: Weights) => study(truth, cards, SEED + 100, weights)
    const withDefaults = later()
    const withFit = later(fit.weights)
    rows.push({
      student: name,
      cards,
      'scored reviews': fit.reviewCount,
      'fit ms': Math.round(ms),
      'loss default': f3(fit.defaultLogLoss),
      'loss fitted': f3(fit.logLoss),
      'loss true params': f3(logLoss(truth, histories)),
      'held-out default': f3(logLoss(default_w, test)),
      'held-out fitted': trained.kind === 'fitted' ? f3(logLoss(trained.fit.weights, test)) : '—',
      'recall default': recallRate(withDefaults.reviewLog),
      'recall fitted': recallRate(withFit.reviewLog),
      'reviews default': withDefaults.reviews,
      'reviews fitted': withFit.reviews,
    })
  }
}
console.table(rows)
