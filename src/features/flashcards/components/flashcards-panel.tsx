import { useMemo, useReducer, useState, type ReactNode } from 'react'
import { QueryStatus } from '@/components/study-tool/query-status'
import { printHtmlDocument } from '@/lib/export/print-document'
import { formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import '../model/flashcards-catalogue'
import { OFFLINE_ENGINE_LABEL } from '@/study-engine/types'
import { useEngineLabel } from '@/study-engine/use-engine-label'
import { messages, specMessage } from '@/lib/errors'
import { shownError } from '@/lib/i18n/error-text'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import { useGuideExam } from '@/entities/exam-date/exam-date-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import {
  useFlashcardSets,
  useFlashcardSetsKey,
  useGenerateFlashcardSet,
} from '../api/use-flashcard-sets'
import { useFinishSession } from '@/entities/flashcard/use-finish-session'
import { useSessionInProgress } from '@/entities/flashcard/use-session-in-progress'
import { useExportToAnki, useImportCards } from '../api/use-anki'
import { shownImportError } from '../api/anki-messages'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import {
  flashcardFlowReducer,
  initialFlashcardFlowState,
  isLastCard,
  shuffledOrder,
  type StudyMode,
} from '@/entities/flashcard/flashcard-flow'
import type { MemoryModel } from '@/entities/flashcard/scheduling'
import { completionPercent } from '@/entities/flashcard/session'
import { FlashcardSettingsForm } from './flashcard-settings-form'
import { FlashcardsDashboard } from './flashcards-dashboard'
import { saveScheduleAsCsv, saveSetAsCsv } from './save-csv'
import { StudyDeck } from './study-deck'

export interface FlashcardsPanelProps {
  guide: GuideRef
  /** An unsaved guide's sets to start with (a shared guide's); saved guides load theirs. */
  initialSets?: FlashcardSet[] | undefined
  /**
   * The student's memory as the planner learned it: the model to schedule with, and the sets
   * with their card states as that model sees them (FSRS-6's defaults and the stored states
   * when absent).
   */
  memory?: {
    model: MemoryModel | undefined
    learned: (sets: readonly FlashcardSet[]) => FlashcardSet[]
  }
  /** Drawn above the dashboard: the exam forecast of these sets. */
  forecast?: (view: { sets: FlashcardSet[]; exam: ExamDate | undefined; now: number }) => ReactNode
}

/**
 * The Flashcards tab of a guide: dashboard → settings → cards over the guide's saved (or, for
 * an unsaved guide, in-memory) sets, with FSRS scheduling and saved sessions.
 */
export function FlashcardsPanel({ guide, initialSets, memory, forecast }: FlashcardsPanelProps) {
  const { t } = useTranslation()
  const key = useFlashcardSetsKey(guide)
  const setsQuery = useFlashcardSets(guide, key, initialSets)
  const generate = useGenerateFlashcardSet(guide, key)
  const finishSession = useFinishSession()
  const importCards = useImportCards(guide, key)
  const engineLabel = useEngineLabel()
  // Its own exam, or that of a unit guide it is part of.
  const exam = useGuideExam(guide.id)
  const exportToAnki = useExportToAnki(guide, exam)
  const [state, dispatch] = useReducer(flashcardFlowReducer, initialFlashcardFlowState)
  // The dashboard heading takes focus only when the student comes back to it.
  const [navigated, setNavigated] = useState(false)
  // "Due today" is measured when the dashboard is (re)entered, not on every render.
  const [dashboardTime, setDashboardTime] = useState(() => Date.now())

  const sets = setsQuery.data ?? []
  // The cards as the memory model sees them: what the forecast and a finished session start from.
  const learnedSets = useMemo(
    () => (memory ? memory.learned(setsQuery.data ?? []) : (setsQuery.data ?? [])),
    [setsQuery.data, memory],
  )

  // Each rating is kept on the device; leaving with one records the session (nothing is lost).
  const inProgress = useSessionInProgress(
    state.screen === 'cards' ? state.run : null,
    (run, now, idOf) => ({
      // The set as the memory model sees it now: what the new schedule starts from.
      runs: [{ ...run, set: learnedSets.find((set) => set.id === run.set.id) ?? run.set }],
      ids: [idOf(run.set.id)],
      now,
      examFor: () => exam,
      model: memory?.model,
      record: guide.id !== null,
    }),
    (input) => finishSession.mutate(input),
  )

  function backToDashboard() {
    inProgress.leave()
    setDashboardTime(Date.now())
    dispatch({ type: 'backToDashboard' })
  }

  function openSettings() {
    setNavigated(true)
    generate.reset()
    dispatch({ type: 'openSettings' })
  }

  function generateSet() {
    if (state.screen !== 'settings') return
    generate.mutate(
      {
        settings: state.settings,
        // A set is titled after its guide; a number tells several sets apart.
        title: t('flashcards.setTitle', { title: guide.title, number: sets.length + 1 }),
      },
      {
        onSuccess: ({ made: set, revised }) => {
          dispatch({
            type: 'generated',
            set,
            now: Date.now(),
            order: shuffledOrder(set.cards.length),
          })
          void revised.then(
            (next) =>
              next && dispatch({ type: 'citationsRevised', setId: set.id, cards: next.cards }),
          )
        },
      },
    )
  }

  function study(set: FlashcardSet, mode: StudyMode) {
    setNavigated(true)
    dispatch({ type: 'study', set, mode, now: Date.now(), order: shuffledOrder(set.cards.length) })
  }

  function finish() {
    if (state.screen !== 'cards' || !isLastCard(state.run)) return
    const { run } = state
    const now = Date.now()
    setDashboardTime(now)
    dispatch({ type: 'finish' })
    finishSession.mutate(inProgress.finish(run, now))
    const reviewed = { reviewedCards: run.reviewed.length, totalCards: run.deck.length }
    toast.success(
      t('flashcards.sessionComplete', {
        reviewed: reviewed.reviewedCards,
        total: reviewed.totalCards,
        percent: formatPercent(completionPercent(reviewed) / 100),
      }),
    )
  }

  async function setDocument(set: FlashcardSet) {
    const { setHtml } = await import('./set-document')
    return setHtml(set)
  }

  return (
    <div className="space-y-6">
      {state.screen === 'dashboard' && (
        <QueryStatus
          query={setsQuery}
          loadingLabel={t('flashcards.loading')}
          failedMessage={messages.fetchFlashcardSets}
        >
          {forecast?.({ sets: learnedSets, exam, now: dashboardTime })}
          <FlashcardsDashboard
            sets={sets}
            now={dashboardTime}
            focusHeading={navigated}
            onCreate={openSettings}
            onStudy={study}
            onExport={saveSetAsCsv}
            onExportSchedule={saveScheduleAsCsv}
            onExportToAnki={(set) => exportToAnki.mutate(set)}
            exportingSetId={exportToAnki.isPending ? (exportToAnki.variables?.id ?? null) : null}
            onImport={(file) => importCards.mutate(file)}
            importing={importCards.isPending}
            importError={importCards.isError ? shownImportError(importCards.error) : null}
            onPrint={(set) => void printHtmlDocument(setDocument(set))}
          />
        </QueryStatus>
      )}

      {state.screen === 'settings' && (
        <FlashcardSettingsForm
          settings={state.settings}
          generating={generate.isPending}
          error={
            generate.isError ? shownError(generate.error, specMessage('flashcardsFailed')) : null
          }
          onChange={(patch) => dispatch({ type: 'updateSettings', patch })}
          onGenerate={generateSet}
          onCancel={backToDashboard}
        />
      )}

      {state.screen === 'cards' && (
        <StudyDeck run={state.run} dispatch={dispatch} onFinish={finish} onQuit={backToDashboard} />
      )}

      <p className="text-xs text-slate-500">
        {t('flashcards.engine', {
          engine:
            engineLabel === OFFLINE_ENGINE_LABEL ? t('flashcards.offlineEngine') : engineLabel,
        })}
      </p>
    </div>
  )
}
