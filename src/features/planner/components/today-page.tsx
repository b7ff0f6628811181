import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { type ComponentType, useCallback, useMemo, useReducer, useState } from 'react'
import { Link } from 'react-router-dom'
import { QueryStatus, type QueryStatusProps } from '@/components/study-tool/query-status'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { toast } from '@/lib/toast'
import { paths } from '@/config/paths'
import { messages } from '@/lib/errors'
import { examFor, type ExamDate } from '@/entities/exam-date/exam-date'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { useExamDates, useUnitGuides } from '@/entities/exam-date/exam-date-queries'
import { guideListQuery } from '@/entities/study-guide/guide-queries'
import { useMemoryModel } from '../api/use-personal-parameters'
import { useAllFlashcardSets, useDailyLimit } from '../api/use-today'
import { useFinishSession } from '@/entities/flashcard/use-finish-session'
import { useSessionInProgress } from '@/entities/flashcard/use-session-in-progress'
import {
  flashcardFlowReducer,
  initialFlashcardFlowState,
  isLastCard,
  type StudyDeckProps,
} from '@/entities/flashcard/flashcard-flow'
import { examTarget } from '@/entities/flashcard/scheduling'
import { readExamFocus } from '@/entities/exam-date/exam-focus'
import {
  cardsDueToday,
  focusFirst,
  groupBy,
  groupByGuide,
  type GuideGroup,
} from '../model/today-plan'
import { shownExamCountdown } from '../model/exam-countdown'
import '../model/today-catalogue'
import { splitRun, todaySet } from '../model/today-session'
import { MemoryModelPanel } from './memory-model-panel'

/**
 * /today: the cards due today across every set, after load balancing under the
 * daily limit, grouped by guide with the exam countdowns; 'Study all due' studies them in one
 * session, recorded as one session per set.
 */
export function TodayPage({
  userId,
  StudyDeck,
}: {
  userId: string
  /** The card deck on screen while studying (the flashcards feature's, composed by the route). */
  StudyDeck: ComponentType<StudyDeckProps>
}) {
  const { t } = useTranslation()
  const setsQuery = useAllFlashcardSets()
  const exams = useExamDates()
  const units = useUnitGuides()
  const guides = useQuery(guideListQuery(userId))
  const finishSession = useFinishSession()
  const [limit, setLimit] = useDailyLimit()
  const memory = useMemoryModel()
  // "Today" is measured when the page is (re)entered, not on every render.
  const [now, setNow] = useState(() => Date.now())
  const [state, dispatch] = useReducer(flashcardFlowReducer, initialFlashcardFlowState)

  // A guide's cards study toward its own exam or that of a unit guide it is part of.
  const examOf = useCallback(
    (guideId: string) => examFor(guideId, exams.data ?? [], units.data ?? [], new Date(now)),
    [exams.data, units.data, now],
  )
  // Each card as the student's memory model sees it (their states replayed under its weights).
  const sets = useMemo(
    () => (setsQuery.data ? memory.learned(setsQuery.data) : undefined),
    [setsQuery.data, memory],
  )
  const due = useMemo(() => {
    if (!sets) return []
    const at = new Date(now)
    // The weakest sections of each guide's latest practice exam come first.
    return focusFirst(
      cardsDueToday(sets, at, limit, memory.model, (set) =>
        examTarget(set.studyGuideId ? examOf(set.studyGuideId) : undefined, at),
      ),
      readExamFocus(),
    )
  }, [sets, now, limit, memory.model, examOf])
  // A practice exam's guide of several guides is not in the library list; its sets are named too.
  const titles = new Map(
    [...(units.data ?? []), ...(guides.data ?? [])].map((guide) => [guide.id, guide.title]),
  )
  // Which cards are due depends on the exams, and each group is named by its guide: no
  // 'Untitled guide' or missing countdown flashes while those still load.
  const loaded = alsoWaitingFor(setsQuery, [exams, units, guides])

  function studyAll() {
    const at = Date.now()
    dispatch({
      type: 'study',
      set: todaySet(due, new Date(at).toISOString(), translate('today.studyAllTitle')),
      mode: 'all',
      now: at,
    })
  }

  // Each rating is kept on the device; leaving with one records the sessions (nothing is lost).
  const inProgress = useSessionInProgress(
    state.screen === 'cards' ? state.run : null,
    (run, at, idOf) => {
      // One session per set, each toward its own guide's exam.
      const runs = splitRun(run, sets ?? [], at)
      return {
        runs,
        ids: runs.map((split) => idOf(split.set.id)),
        now: at,
        examFor: (set) => (set.studyGuideId ? examOf(set.studyGuideId) : undefined),
        model: memory.model,
        record: true,
      }
    },
    (input) => finishSession.mutate(input),
  )

  function finish() {
    if (state.screen !== 'cards' || !isLastCard(state.run) || !sets) return
    const at = Date.now()
    finishSession.mutate(inProgress.finish(state.run, at))
    toast.success(
      translate('today.sessionComplete', {
        reviewed: state.run.reviewed.length,
        count: state.run.deck.length,
      }),
    )
    setNow(at)
    dispatch({ type: 'finish' })
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      {state.screen === 'cards' ? (
        <StudyDeck
          run={state.run}
          dispatch={dispatch}
          onFinish={finish}
          onQuit={() => {
            inProgress.leave()
            setNow(Date.now())
            dispatch({ type: 'backToDashboard' })
          }}
        />
      ) : (
        <section aria-labelledby="today-heading" className="space-y-6">
          <h1 id="today-heading" className="text-3xl font-bold text-slate-900">
            {t('today.heading')}
          </h1>
          <QueryStatus
            query={loaded}
            loadingLabel={t('today.loading')}
            failedMessage={messages.fetchFlashcardSets}
          >
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="space-y-3">
                <p className="text-xl font-semibold text-indigo-700">
                  {t('today.dueToday', { count: due.length })}
                </p>
                <Button onClick={studyAll} disabled={due.length === 0}>
                  {t('today.studyAll')}
                </Button>
              </div>
              <DailyLimitField limit={limit} onChange={setLimit} />
            </div>
            {due.length === 0 ? (
              <p className="text-slate-600">{t('today.nothingDue')}</p>
            ) : (
              groupByGuide(due).map((group) => (
                <GuideDueList
                  key={group.guideId}
                  group={group}
                  title={titles.get(group.guideId) ?? t('today.untitledGuide')}
                  exam={examOf(group.guideId)}
                  now={new Date(now)}
                />
              ))
            )}
          </QueryStatus>
          <MemoryModelPanel />
        </section>
      )}
    </div>
  )
}

/**
 * The cards' query, pending also while a query the page needs for them is still on its way (one
 * waiting for the connection, or failed, is done without: the cards show without it).
 */
function alsoWaitingFor(
  cards: QueryStatusProps['query'],
  needed: readonly { isPending: boolean; isFetching: boolean }[],
): QueryStatusProps['query'] {
  const waiting = needed.some((query) => query.isPending && query.isFetching)
  return { ...cards, isPending: cards.isPending || waiting }
}

function GuideDueList(props: {
  group: GuideGroup
  title: string
  exam: ExamDate | undefined
  now: Date
}) {
  const { t } = useTranslation()
  const headingId = `today-guide-${props.group.guideId}`
  const bySet = groupBy(props.group.cards, (due) => due.set.id)
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link
            to={paths.guide(props.group.guideId)}
            dir="auto"
            className="inline-block min-h-6 hover:underline"
          >
            {props.title}
          </Link>
        </h2>
        {props.exam ? (
          <p className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {shownExamCountdown(props.exam.examDate, props.now)}
          </p>
        ) : null}
      </div>
      <ul className="space-y-1 text-sm text-slate-700">
        {[...bySet.values()].map((cards) => (
          <li key={cards[0]!.set.id}>
            {t('today.setCards', { title: cards[0]!.set.title, count: cards.length })}
          </li>
        ))}
      </ul>
    </section>
  )
}

function DailyLimitField({
  limit,
  onChange,
}: {
  limit: number
  onChange: (limit: number) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(String(limit))
  const value = Number(text)
  const valid = Number.isInteger(value) && value >= 1 && value <= 9_999
  return (
    <TextField
      label={t('today.dailyLimit')}
      type="number"
      inputMode="numeric"
      min={1}
      max={9_999}
      step={1}
      value={text}
      className="w-40"
      hint={t('today.dailyLimitHint')}
      error={valid ? undefined : t('today.dailyLimitInvalid')}
      onChange={(event) => {
        setText(event.target.value)
        const next = Number(event.target.value)
        if (Number.isInteger(next) && next >= 1 && next <= 9_999) onChange(next)
      }}
    />
  )
}
