import { BrainCircuit } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { longestExamInterval } from '@/entities/flashcard/scheduling'
import { formatCount } from '@/lib/format-count'
import { formatDate } from '@/lib/format-date'
import type { StoredFit } from '../api/use-personal-parameters'
import {
  useFitParameters,
  useMemoryModel,
  usePersonalParameters,
  useReviewLog,
} from '../api/use-personal-parameters'
import { needsFit, type Calibration } from '../model/memory-model'
import { isBetter, MIN_REVIEWS_TO_FIT, type FitOutcome } from '../model/personal-parameters'

function loss(value: number): string {
  return value.toFixed(3)
}

function reviews(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`
}

function fitSummary(fit: StoredFit): string {
  const measured = `On your ${reviews(fit.reviewCount)} (fitted ${formatDate(fit.fittedAt)}), log loss ${loss(fit.logLoss)} with your parameters against ${loss(fit.defaultLogLoss)} with the default ones`
  return isBetter(fit)
    ? `Your parameters are in use. ${measured}: lower is better.`
    : `The default parameters stay in use: they predict you as well or better. ${measured}.`
}

function refusal(outcome: FitOutcome): string | null {
  if (outcome.kind === 'too-few')
    return `Not enough reviews yet: ${outcome.reviewCount} of the ${MIN_REVIEWS_TO_FIT} needed (a card's first review, and a second one the same day, do not count).`
  if (outcome.kind === 'one-sided')
    return `All ${reviews(outcome.reviewCount)} so far were rated the same way (every card remembered, or none): fitting needs both.`
  return null
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`
}

/** How the model's predictions compared with the outcomes, and what the planner does about it. */
function calibrationSummary(calibration: Calibration) {
  const { reviews: count, predicted, recalled, stabilityScale } = calibration
  const compared = `On your last ${reviews(count)} the model predicted ${percent(predicted)} recall; you recalled ${percent(recalled)}.`
  const scale = stabilityScale.toFixed(2)
  const evidence = examGapSummary(calibration)
  if (stabilityScale < 1)
    return `${compared} Your cards come back sooner than FSRS alone would bring them (memory stability × ${scale}), and the exam forecast counts on that. ${evidence}`
  if (stabilityScale > 1)
    return `${compared} The exam forecast counts on your memory holding longer (stability × ${scale}); reviews still come when FSRS schedules them. ${evidence}`
  return `${compared} ${evidence}`
}

/** How far apart reviews may be before an exam: from the longest gap the student recalled after. */
function examGapSummary({ provenDays }: Calibration): string {
  const days = longestExamInterval(provenDays)
  const longest =
    provenDays > 0
      ? `three times the longest gap you have recalled a card after (${provenDays} ${provenDays === 1 ? 'day' : 'days'})`
      : 'you have not yet recalled a card after a day or more'
  return `Before an exam, a card waits at most ${days} ${days === 1 ? 'day' : 'days'} between reviews: ${longest}.`
}

/**
 * /today's memory model: FSRS parameters fitted to the student's own review log in a
 * worker, with the log loss of the fit and of the defaults; the fit schedules only when better.
 * The fit runs by itself once the log has enough new reviews (needsFit), once per visit. Below,
 * how the model's predictions compared with the student's recent reviews (the stability scale
 * the planner applies).
 */
export function MemoryModelPanel() {
  const stored = usePersonalParameters()
  const log = useReviewLog().data
  const { calibration } = useMemoryModel()
  const fit = useFitParameters()
  const message = fit.data ? refusal(fit.data) : null
  const fittedOnce = useRef(false)
  const { mutate, isPending } = fit
  useEffect(() => {
    if (!log || stored.isPending || isPending || fittedOnce.current) return
    if (!needsFit(log, stored.data)) return
    fittedOnce.current = true
    mutate()
  }, [log, stored.data, stored.isPending, isPending, mutate])
  return (
    <section
      aria-labelledby="memory-model-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="memory-model-heading"
        className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <BrainCircuit className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        Memory model
      </h2>
      <p className="text-sm text-slate-700">
        {stored.data
          ? fitSummary(stored.data)
          : `Cards are scheduled with FSRS's default parameters. Once you have ${MIN_REVIEWS_TO_FIT} reviews, they are fitted to your own memory.`}
      </p>
      {calibration && <p className="text-sm text-slate-700">{calibrationSummary(calibration)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => fit.mutate()} disabled={fit.isPending}>
          Fit to my reviews
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {fit.isPending ? 'Fitting your parameters…' : message}
        </p>
      </div>
    </section>
  )
}
