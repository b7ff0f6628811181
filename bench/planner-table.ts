/**
 * `npm run bench:planner`'s grading and table: each run against the targets, then one line per
 * target, student and deck size over the seeds.
 */
import type { AppRunResult } from '../src/features/planner/testing/exam-simulation'
import type { OracleResult } from '../src/features/planner/testing/exam-oracle'
import { isSure } from '../src/features/planner/model/forecast-range'

/** Exam-day recall may fall this far under the target. */
const RECALL_SLACK = 0.01
/** Reviews at most this many times the oracle's. */
const MAX_RATIO = 1.5
/** Forecasts within this of the exam-day recall. */
const MAX_FORECAST_ERROR = 0.03

export interface BenchRun {
  student: string
  cards: number
  seed: number
  targetRecall: number
  examDayRecall: number
  reviews: number
  oracleReviews: number
  oracleRecall: number
  ratio: number
  /** Forecast after the last study day minus the exam-day recall. */
  forecastError: number
  /** The forecasts of days 7 and 14 minus the exam-day recall. */
  alongTheWay: number[]
  /** The least recall the forecasts allow (exam eve, then days 7 and 14) minus the recall. */
  lowest: number[]
  /** How many of those three forecasts say they are not sure (forecast-range.ts). */
  unsure: number
  misses: string[]
}

export function gradeRun(run: {
  student: string
  cards: number
  seed: number
  targetRecall: number
  app: AppRunResult
  oracle: OracleResult
}): BenchRun {
  const { app, oracle } = run
  const forecastError = app.predictedRecall - app.examDayRecall
  const alongTheWay = app.forecasts
    .filter((forecast) => forecast.day === 7 || forecast.day === 14)
    .map((forecast) => forecast.predictedRecall - app.examDayRecall)
  const shown = [app, ...app.forecasts.filter((f) => f.day === 7 || f.day === 14)]
  const lowest = shown.map((forecast) => forecast.lowestRecall - app.examDayRecall)
  // A forecast meets its target within 3 points of the recall, or, when it says it is not sure,
  // with the recall in the range it gives (lowest … predicted), read with the same 3 points.
  const off = shown.map(
    (forecast) =>
      Math.abs(forecast.predictedRecall - app.examDayRecall) > MAX_FORECAST_ERROR &&
      (isSure(forecast) ||
        app.examDayRecall < forecast.lowestRecall - MAX_FORECAST_ERROR ||
        app.examDayRecall > forecast.predictedRecall + MAX_FORECAST_ERROR),
  )
  const ratio = app.reviews / oracle.reviews
  const misses = [
    ...(app.examDayRecall < run.targetRecall - RECALL_SLACK ? ['recall'] : []),
    ...(ratio > MAX_RATIO ? ['reviews'] : []),
    ...(off[0] ? ['forecast'] : []),
    ...(off.slice(1).some(Boolean) ? ['day 7/14'] : []),
  ]
  return {
    student: run.student,
    cards: run.cards,
    seed: run.seed,
    targetRecall: run.targetRecall,
    examDayRecall: app.examDayRecall,
    reviews: app.reviews,
    oracleReviews: oracle.reviews,
    oracleRecall: oracle.examDayRecall,
    ratio,
    forecastError,
    alongTheWay,
    lowest,
    unsure: shown.filter((forecast) => !isSure(forecast)).length,
    misses,
  }
}

const pct = (value: number) => (value * 100).toFixed(1)
const signed = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`

function range(values: number[], show: (value: number) => string): string {
  const [low, high] = [Math.min(...values), Math.max(...values)]
  return show(low) === show(high) ? show(low) : `${show(low)}–${show(high)}`
}

/** One line per target × student × deck size: ranges over the seeds, and the misses. */
export function printTable(runs: readonly BenchRun[]): void {
  const groups = new Map<string, BenchRun[]>()
  for (const run of runs) {
    const key = `${run.targetRecall}\u0000${run.student}\u0000${run.cards}`
    groups.set(key, [...(groups.get(key) ?? []), run])
  }
  console.log(
    '\n| target | student | cards | seeds | exam-day % | forecast − recall | days 7/14 − recall | not sure | reviews × oracle | oracle % | misses |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  const sorted = [...groups.values()].sort(
    (a, b) => a[0]!.targetRecall - b[0]!.targetRecall || a[0]!.cards - b[0]!.cards,
  )
  for (const group of sorted) {
    const [first] = group
    const misses = group.filter((run) => run.misses.length > 0)
    console.log(
      `| ${pct(first!.targetRecall)} | ${first!.student} | ${first!.cards} | ${group.length} | ${range(
        group.map((run) => run.examDayRecall),
        pct,
      )} | ${range(
        group.map((run) => run.forecastError),
        signed,
      )} | ${range(
        group.flatMap((run) => run.alongTheWay),
        signed,
      )} | ${group.reduce((sum, run) => sum + run.unsure, 0)} of ${group.length * 3} | ${range(
        group.map((run) => run.ratio),
        (ratio) => ratio.toFixed(2),
      )} | ${range(
        group.map((run) => run.oracleRecall),
        pct,
      )} | ${misses.length ? misses.map((run) => `s${run.seed}: ${run.misses.join('+')}`).join('; ') : '—'} |`,
    )
  }
}
