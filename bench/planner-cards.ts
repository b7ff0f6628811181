/**
 * One run of `npm run bench:planner`, card by card: which days the app's plan reviews each card
 * and which days the oracle's does, with each card's exam-day recall under both (issue #45,
 * decision 024, session 59). It names where the app spends what the oracle does not.
 *
 * Run: npm run bench:planner-cards -- [--student fsrs-default] [--target 0.95] [--seed 1]
 *        [--cards 150] [--days 21]
 * Prints the reviews of each day under both plans, then the review-day patterns (app | oracle)
 * with how many cards follow each and their mean exam-day recall under each plan.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { runAppPlan, type Student } from '../src/features/planner/testing/exam-simulation'
import { cheapestPlan, policyRuns, runPolicy } from '../src/features/planner/testing/exam-oracle'

const { values } = parseArgs({
  options: {
    student: { type: 'string', default: 'fsrs-default' },
    target: { type: 'string', default: '0.95' },
    seed: { type: 'string', default: '1' },
    cards: { type: 'string', default: '150' },
    days: { type: 'string', default: '21' },
  },
})
const [targetRecall, seed, cards, days] = [
  values.target,
  values.seed,
  values.cards,
  values.days,
].map(Number) as [number, number, number, number]
const path = resolve(import.meta.dirname, 'students', `${values.student}.mjs`)
const { createStudent } = (await import(pathToFileURL(path).href)) as {
  createStudent: (seed: number) => Student
}

/** The student of the seed, with the days each card was reviewed on. */
function recorded(): { student: Student; reviewDays: Map<string, number[]> } {
  const inner = createStudent(seed)
  const reviewDays = new Map<string, number[]>()
  const student: Student = {
    review(cardId, day) {
      reviewDays.set(cardId, [...(reviewDays.get(cardId) ?? []), day])
      return inner.review(cardId, day)
    },
    probability: (cardId, day) => inner.probability(cardId, day),
  }
  return { student, reviewDays }
}

const deck = { cards, days }
const app = recorded()
const appRun = runAppPlan({ ...deck, targetRecall, student: app.student })
const oracle = cheapestPlan(
  policyRuns(deck, () => createStudent(seed)),
  targetRecall,
)
// The oracle's first `dearerCards` cards follow its dearer policy, the rest its cheaper one.
const [cheaper, dearer] = [recorded(), recorded()]
runPolicy({ ...deck, targetRecall: 0, student: cheaper.student }, oracle.cheaper)
runPolicy({ ...deck, targetRecall: 0, student: dearer.student }, oracle.dearer)

const ids = Array.from({ length: cards }, (_, index) => `card_${index}`)
const oracleOf = (index: number) => (index < oracle.dearerCards ? dearer : cheaper)
const perDay = (plan: (id: string, index: number) => number[]) =>
  Array.from({ length: days }, (_, day) => ids.filter((id, i) => plan(id, i).includes(day)).length)
const pct = (value: number) => `${(value * 100).toFixed(1)}%`

console.log(
  `${values.student} · ${cards} cards · seed ${seed} · target ${pct(targetRecall)}: app ${appRun.reviews} reviews, ${pct(appRun.examDayRecall)}; oracle ${oracle.reviews}, ${pct(oracle.examDayRecall)} (${oracle.cheaper.spacing}/${oracle.cheaper.lastDay}, ${oracle.dearerCards} cards ${oracle.dearer.spacing}/${oracle.dearer.lastDay})`,
)
console.log(`app, reviews by day:    ${perDay((id) => app.reviewDays.get(id) ?? []).join(' ')}`)
console.log(
  `oracle, reviews by day: ${perDay((id, i) => oracleOf(i).reviewDays.get(id) ?? []).join(' ')}`,
)
const patterns = new Map<string, { count: number; app: number; oracle: number }>()
for (const [index, id] of ids.entries()) {
  const key = `${app.reviewDays.get(id)!.join(',')} | ${oracleOf(index).reviewDays.get(id)!.join(',')}`
  const entry = patterns.get(key) ?? { count: 0, app: 0, oracle: 0 }
  entry.count++
  entry.app += app.student.probability(id, days)
  entry.oracle += oracleOf(index).student.probability(id, days)
  patterns.set(key, entry)
}
console.log('\ncards | app review days | oracle review days | exam-day recall app / oracle')
for (const [key, { count, app: appRecall, oracle: oracleRecall }] of [...patterns].sort(
  (a, b) => b[1].count - a[1].count,
))
  console.log(`${count} | ${key} | ${pct(appRecall / count)} / ${pct(oracleRecall / count)}`)
