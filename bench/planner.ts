/**
 * The exam planner against a simulated student: 500 new cards, exam in 21 days. The
 * student's memory follows FSRS with known parameters (the default FSRS-6 weights); see
 * src/features/flashcards/model/study-simulation.ts for how they recall and rate. Three ways to
 * study the same cards with the same student (same random seed):
 *   - exam:  the app's scheduling toward the exam date (intervals cut for the target recall),
 *   - fsrs:  plain FSRS long-term scheduling (90 % requested retention), ignoring the exam,
 *   - daily: every card reviewed every day until the exam.
 * Printed: reviews done (and the busiest day), the app's predicted recall on exam day (mean
 * FSRS retrievability at the start of that day, and the lowest card), the recall the simulated
 * student actually shows in the exam, and the time a run takes. Averaged over SEEDS students.
 *
 * Run: npm run bench:planner   (BENCH_CARDS, BENCH_DAYS, BENCH_SEEDS override the defaults)
 */
import { performance } from 'node:perf_hooks'
import { simulateStudent, type StudyPolicy } from '../src/features/planner/testing/study-simulation'
import { createRng } from '../src/lib/prng'

const CARDS = Number(process.env.BENCH_CARDS ?? 500)
const DAYS = Number(process.env.BENCH_DAYS ?? 21)
const SEEDS = Number(process.env.BENCH_SEEDS ?? 5)
const START = new Date('2026-11-02T18:00:00')

const policies: StudyPolicy[] = ['exam', 'fsrs', 'daily']
const pct = (value: number) => `${(value * 100).toFixed(1)} %`

for (const targetRecall of [0.9, 0.95]) {
  console.log(
    `\n${CARDS} cards, exam in ${DAYS} days, target recall ${pct(targetRecall)}, ${SEEDS} simulated students`,
  )
  const rows = policies.map((policy) => {
    const runs = Array.from({ length: SEEDS }, (_, seed) => {
      const started = performance.now()
      const result = simulateStudent({
        cards: CARDS,
        examInDays: DAYS,
        targetRecall,
        policy,
        start: START,
        random: createRng(1_000 + seed),
      })
      return { result, ms: performance.now() - started }
    })
    const mean = (pick: (run: (typeof runs)[number]) => number) =>
      runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
    return {
      policy,
      'reviews done': Math.round(mean((run) => run.result.reviews)),
      'busiest day': Math.round(mean((run) => Math.max(...run.result.reviewsPerDay))),
      'predicted recall (mean)': pct(mean((run) => run.result.predictedRecall)),
      'predicted recall (lowest card)': pct(mean((run) => run.result.lowestPredictedRecall)),
      'simulated recall in the exam': pct(mean((run) => run.result.simulatedRecall)),
      'last reviews before exam': runs.every((run) => run.result.lastReviewsBeforeExam),
      'ms per run': Math.round(mean((run) => run.ms)),
    }
  })
  console.table(rows)
}
