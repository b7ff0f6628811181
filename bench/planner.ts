/**
 * The exam planner against simulated students unlike its model (see
 * src/features/planner/testing/exam-simulation.ts): the app's own planning (what /today plans,
 * the ratings it records, the model it learns) studies N new cards with a student until the
 * exam, and an oracle that knows the student's memory gives the reviews to compare (the fewest
 * that reach the target, over the review thresholds it tries). Graded by
 * the student's own memory: exam-day recall is their mean chance of recalling a card on exam
 * day; "predicted" is the recall the app's exam forecast shows after the last study day.
 *
 * Run: npm run bench:planner -- [--student bench/students/forgetful.mjs] [--target 0.95]
 *        [--cards 500] [--days 21] [--daily-limit N] [--seed 1]
 * Without --student, every student in bench/students/ runs in turn. `--seed` takes a list or a
 * range ('1,2,11', '1-6'): each seed runs in turn, and a last line gives the range over them.
 */
import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import {
  cheapestOracle,
  runAppPlan,
  type Learning,
  type Student,
} from '../src/features/planner/testing/exam-simulation'

const { values } = parseArgs({
  options: {
    student: { type: 'string' },
    target: { type: 'string', default: '0.95' },
    cards: { type: 'string', default: '500' },
    days: { type: 'string', default: '21' },
    'daily-limit': { type: 'string' },
    seed: { type: 'string', default: '1' },
    learning: { type: 'string', default: 'full' },
  },
})

const STUDENTS_DIR = resolve(import.meta.dirname, 'students')
const SHIPPED = ['forgetful', 'power-law', 'hard-third', 'fsrs-default'].map((name) =>
  resolve(STUDENTS_DIR, `${name}.mjs`),
)

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!(number > 0)) throw new Error(`--${name} must be a positive number, not "${value}"`)
  return number
}

const options = {
  targetRecall: positive('target', values.target)!,
  cards: positive('cards', values.cards)!,
  days: positive('days', values.days)!,
  ...(values['daily-limit'] ? { dailyLimit: positive('daily-limit', values['daily-limit'])! } : {}),
}
/** '1', '1,2,11' or '1-6'. */
function seedsOf(text: string): number[] {
  const seeds = text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number)
    if (to === undefined) return [from!]
    return Array.from({ length: to - from! + 1 }, (_, index) => from! + index)
  })
  if (seeds.length === 0 || seeds.some((seed) => !Number.isInteger(seed)))
    throw new Error(`--seed takes whole numbers, a list or a range, not "${text}"`)
  return seeds
}
const seeds = seedsOf(values.seed)
const learning = values.learning as Learning
if (!['full', 'scale', 'none'].includes(learning))
  throw new Error('--learning is full (the default), scale or none')
const pct = (value: number) => `${(value * 100).toFixed(1)}%`

async function loadStudent(path: string): Promise<(seed: number) => Student> {
  const module = (await import(pathToFileURL(path).href)) as { createStudent?: unknown }
  if (typeof module.createStudent !== 'function')
    throw new Error(`${path} does not export createStudent(seed)`)
  return module.createStudent as (seed: number) => Student
}

const paths = values.student ? [resolve(values.student)] : SHIPPED
if (!values.student) {
  const others = readdirSync(STUDENTS_DIR).filter(
    (file) => file.endsWith('.mjs') && !SHIPPED.includes(resolve(STUDENTS_DIR, file)),
  )
  if (others.length) console.log(`(helpers, not students: ${others.join(', ')})`)
}
const runs: { recall: number; error: number; ratio: number }[] = []
for (const path of paths) {
  const createStudent = await loadStudent(path)
  for (const seed of seeds) {
    console.log(`\nstudent ${relative(process.cwd(), path)} (seed ${seed})`)
    console.log(
      `${options.cards} cards, exam in ${options.days} days, ${options.dailyLimit ? `at most ${options.dailyLimit} reviews a day` : 'no daily limit'}`,
    )
    const started = performance.now()
    const app = runAppPlan({ ...options, learning, student: createStudent(seed) })
    const ms = performance.now() - started
    const oracle = cheapestOracle(options, () => createStudent(seed))
    console.log(
      `forecast along the way: ${app.forecasts.map((f) => `day ${f.day} ${pct(f.predictedRecall)}`).join(', ')} · model at the end: ${app.model?.weights ? 'fitted weights' : 'default weights'}, stability × ${
        Object.entries(app.model?.stabilityScale ?? {})
          .map(([event, scale]) => `${scale.toFixed(2)} after ${event}`)
          .join(', ') || '1'
      }`,
    )
    console.log(
      `app: busiest day ${Math.max(...app.reviewsPerDay)} reviews, run ${(ms / 1000).toFixed(1)} s · oracle: reviewing under ${pct(oracle.threshold)}, exam-day recall ${pct(oracle.examDayRecall)}`,
    )
    console.log(
      `exam-day recall ${pct(app.examDayRecall)} (target ${pct(options.targetRecall)}) · predicted ${pct(app.predictedRecall)} · reviews ${app.reviews} · oracle reviews ${oracle.reviews}`,
    )
    runs.push({
      recall: app.examDayRecall,
      error: app.predictedRecall - app.examDayRecall,
      ratio: app.reviews / oracle.reviews,
    })
  }
}
if (runs.length > 1) {
  const range = (values: number[], show: (value: number) => string) =>
    `${show(Math.min(...values))} to ${show(Math.max(...values))}`
  const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`
  console.log(
    `\nover ${runs.length} runs: exam-day recall ${range(
      runs.map((run) => run.recall),
      pct,
    )} · forecast minus recall ${range(
      runs.map((run) => run.error),
      points,
    )} points · reviews ${range(
      runs.map((run) => run.ratio),
      (ratio) => `${ratio.toFixed(2)}×`,
    )} the oracle's`,
  )
}
