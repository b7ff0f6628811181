import { BrainCircuit } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { longestExamInterval } from '@/entities/flashcard/scheduling'
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import type { StoredFit } from '../api/use-personal-parameters'
import {
  useFitParameters,
  useMemoryModel,
  usePersonalParameters,
  useReviewLog,
} from '../api/use-personal-parameters'
import { needsFit, type Calibration } from '../model/memory-model'
import { isBetter, MIN_REVIEWS_TO_FIT, type FitOutcome } from '../model/personal-parameters'
import '../model/today-catalogue'

const decimals = (value: number, digits: number) =>
  formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })

function reviews(count: number): string {
  return translate('today.memory.reviews', { count, formatted: formatNumber(count) })
}

function fitSummary(fit: StoredFit): string {
  const values = {
    reviews: reviews(fit.reviewCount),
    date: formatDate(fit.fittedAt),
    yours: decimals(fit.logLoss, 3),
    defaults: decimals(fit.defaultLogLoss, 3),
  }
  return translate(isBetter(fit) ? 'today.memory.yoursInUse' : 'today.memory.defaultsInUse', values)
}

function refusal(outcome: FitOutcome): string | null {
  if (outcome.kind === 'too-few')
    return translate('today.memory.tooFew', {
      count: outcome.reviewCount,
      min: MIN_REVIEWS_TO_FIT,
    })
  if (outcome.kind === 'one-sided')
    return translate('today.memory.oneSided', { reviews: reviews(outcome.reviewCount) })
  return null
}

/** How the model's predictions compared with the outcomes, and what the planner does about it. */
function calibrationSummary(calibration: Calibration) {
  const { reviews: count, predicted, recalled, stabilityScale } = calibration
  const compared = translate('today.memory.compared', {
    reviews: reviews(count),
    predicted: formatPercent(predicted),
    recalled: formatPercent(recalled),
  })
  const scale = decimals(stabilityScale, 2)
  const evidence = examGapSummary(calibration)
  if (stabilityScale < 1)
    return `${compared} ${translate('today.memory.sooner', { scale })} ${evidence}`
  if (stabilityScale > 1)
    return `${compared} ${translate('today.memory.longer', { scale })} ${evidence}`
  return `${compared} ${evidence}`
}

/** How far apart reviews may be before an exam: from the longest gap the student recalled after. */
function examGapSummary({ provenDays }: Calibration): string {
  const reason =
    provenDays > 0
      ? translate('today.memory.provenGap', { days: provenDays })
      : translate('today.memory.noProvenGap')
  return translate('today.memory.examGap', { days: longestExamInterval(provenDays), reason })
}

/**
 * /today's memory model: FSRS parameters fitted to the student's own review log in a
 * worker, with the log loss of the fit and of the defaults; the fit schedules only when better.
 * The fit runs by itself once the log has enough new reviews (needsFit), once per visit. Below,
 * how the model's predictions compared with the student's recent reviews (the stability scale
 * the planner applies).
 */
export function MemoryModelPanel() {
  const { t } = useTranslation()
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
        {t('today.memory.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {stored.data
          ? fitSummary(stored.data)
          : t('today.memory.defaults', { min: MIN_REVIEWS_TO_FIT })}
      </p>
      {calibration && <p className="text-sm text-slate-700">{calibrationSummary(calibration)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => fit.mutate()} disabled={fit.isPending}>
          {t('today.memory.fit')}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {fit.isPending ? t('today.memory.fitting') : message}
        </p>
      </div>
    </section>
  )
}
