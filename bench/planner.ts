/**
 * The exam planner against simulated students unlike its model (see
 * src/features/planner/testing/exam-simulation.ts): the app's own planning (what /today plans,
 * the ratings it records, the model it learns) studies N new cards with a student until the
 * exam, and an oracle that knows the student's memory gives the reviews to compare: each card
 * planned on its own, as cheaply as brings the deck's mean exam-day recall to the target
 * (exam-oracle.ts). Graded by the student's own memory: exam-day recall is their mean chance
 * of recalling a card on exam day; "forecast" is the recall the app's exam forecast shows after
 * the last study day, and on days 7 and 14.
 *
 * Run: npm run bench:planner -- [--student forgetful,bench/students/x.mjs] [--target 0.8,0.95]
 *        [--cards 30,150,500] [--days 21] [--daily-limit N] [--seed 1-6] [--json out.json]
 *        [--fresh] [--held-out]
 * Without --student, every student shipped in bench/students/ runs in turn; a name without a
 * path is a file there. `--fresh` runs the kinds of bench/students/fresh.mjs (power-law,
 * fsrs-default, exponential-floor, or those of them --student names) with constants drawn per
 * seed, named '<kind>-fresh'. The held-out seeds (fresh.mjs: HELD_OUT) run only with
 * `--held-out`: they grade a change once it is chosen, never the choosing. `--seed`, `--cards`
 * and `--target` take lists or ranges ('1,2,11', '1-6'). The last lines are a table by target, student and deck size, graded against the
 * targets: exam-day recall ≥ target − 1 point, reviews ≤ 1.5× the oracle's, forecasts (exam
 * eve, day 7, day 14) within 3 points of the exam-day recall, or saying they are not sure with
 * the recall in the range they give (planner-table.ts). It exits 1 when any run misses.
 */
import { writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import {
  runAppPlan,
  type Learning,
  type Student,
} from '../src/features/planner/testing/exam-simulation'
import { cheapestPlan, policyRuns } from '../src/features/planner/testing/exam-oracle'
import { gradeRun, printTable, type BenchRun } from './planner-table'

const { values } = parseArgs({
  options: {
    student: { type: 'string' },
    target: { type: 'string', default: '0.8,0.85,0.9,0.95' },
    cards: { type: 'string', default: '500' },
    days: { type: 'string', default: '21' },
    'daily-limit': { type: 'string' },
    seed: { type: 'string', default: '1' },
    learning: { type: 'string', default: 'full' },
    json: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'held-out': { type: 'boolean', default: false },
  },
})

const STUDENTS_DIR = resolve(import.meta.dirname, 'students')
const SHIPPED = [
  'forgetful',
  'power-law',
  'hard-third',
  'fsrs-default',
  'exponential-floor',
  'easy-and-hard',
]

/** '1', '1,2,11' or '1-6' (numbers may be fractions in a list: '0.8,0.95'). */
function listOf(name: string, text: string): number[] {
  const numbers = text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number)
    if (to === undefined) return [from!]
    return Array.from({ length: to - from! + 1 }, (_, index) => from! + index)
  })
  if (numbers.length === 0 || numbers.some((value) => !(value > 0)))
    throw new Error(`--${name} takes positive numbers, a list or a range, not "${text}"`)
  return numbers
}

const targets = listOf('target', values.target)
const deckSizes = listOf('cards', values.cards)
const seeds = listOf('seed', values.seed)
const days = listOf('days', values.days)[0]!
const dailyLimit = values['daily-limit']
  ? listOf('daily-limit', values['daily-limit'])[0]
  : undefined
const { FRESH, HELD_OUT } = (await import(new URL('students/fresh.mjs', import.meta.url).href)) as {
  FRESH: Record<string, (seed: number) => Student>
  HELD_OUT: { fresh: number[]; shipped: number[] }
}
const heldOut = seeds.filter((seed) => HELD_OUT[values.fresh ? 'fresh' : 'shipped'].includes(seed))
if (heldOut.length > 0 && !values['held-out'])
  throw new Error(
    `seeds ${heldOut.join(', ')} are held out: run them with --held-out once the change is chosen`,
  )
const learning = values.learning as Learning
if (!['full', 'scale', 'none'].includes(learning))
  throw new Error('--learning is full (the default), scale or none')
const pct = (value: number) => `${(value * 100).toFixed(1)}%`
const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`

async function loadStudent(name: string): Promise<(seed: number) => Student> {
  const path = name.includes('/') ? resolve(name) : resolve(STUDENTS_DIR, `${name}.mjs`)
  const module = (await import(pathToFileURL(path).href)) as { createStudent?: unknown }
  if (typeof module.createStudent !== 'function')
    throw new Error(`${path} does not export createStudent(seed)`)
  return module.createStudent as (seed: number) => Student
}

const names = values.student
  ? values.student.split(',')
  : values.fresh
    ? Object.keys(FRESH)
    : SHIPPED
if (values.fresh && names.some((name) => !FRESH[name]))
  throw new Error(`--fresh draws ${Object.keys(FRESH).join(', ')}, not "${values.student}"`)
const runs: BenchRun[] = []
for (const name of names) {
  const createStudent = values.fresh ? FRESH[name]! : await loadStudent(name)
  const student = values.fresh ? `${name}-fresh` : basename(name, '.mjs')
  for (const cards of deckSizes)
    for (const seed of seeds) {
      const deck = { cards, days, ...(dailyLimit ? { dailyLimit } : {}) }
      const policies = policyRuns(deck, () => createStudent(seed))
      for (const targetRecall of targets) {
        const app = runAppPlan({ ...deck, targetRecall, learning, student: createStudent(seed) })
        const oracle = cheapestPlan(policies, targetRecall, dailyLimit === undefined)
        const run = gradeRun({ student, cards, seed, targetRecall, app, oracle })
        runs.push(run)
        console.log(
          `${student} · ${cards} cards · seed ${seed} · target ${pct(targetRecall)}: exam-day ${pct(app.examDayRecall)}, forecast ${points(run.forecastError)} (days 7/14 ${run.alongTheWay.map(points).join('/')}), reviews ${app.reviews} = ${run.ratio.toFixed(2)}× the oracle's ${oracle.reviews} (${pct(oracle.examDayRecall)}; ${oracle.cheaper.spacing}/${oracle.cheaper.lastDay}, ${oracle.dearerCards} cards ${oracle.dearer.spacing}/${oracle.dearer.lastDay})${run.misses.length ? ` MISSES ${run.misses.join(', ')}` : ''}`,
        )
      }
    }
}
printTable(runs)
if (values.json) writeFileSync(values.json, JSON.stringify(runs, null, 1))
const missed = runs.filter((run) => run.misses.length > 0)
console.log(`\n${runs.length - missed.length} of ${runs.length} runs meet every target`)
if (missed.length > 0) process.exitCode = 1
