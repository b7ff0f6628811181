import { Download, Plus, Printer } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PercentBadge } from '@/components/ui/percent-badge'
import { formatDate, formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/flashcards-catalogue'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import type { StudyMode } from '@/entities/flashcard/flashcard-flow'
import { dueCount } from '@/entities/flashcard/scheduling'
import {
  completionPercent,
  formatSessionTime,
  previousSessions,
} from '@/entities/flashcard/session'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { ImportCardsButton } from './import-cards-button'

export interface FlashcardsDashboardProps {
  sets: readonly FlashcardSet[]
  /** ms since the epoch: what "due today" is measured against. */
  now: number
  /** Take focus on mount (when coming back from another screen). */
  focusHeading: boolean
  onCreate: () => void
  onStudy: (set: FlashcardSet, mode: StudyMode) => void
  onExport: (set: FlashcardSet) => void
  /** The CSV with due dates. */
  onExportSchedule: (set: FlashcardSet) => void
  /** "Export to Anki": the set as `<guide title>.apkg`. */
  onExportToAnki: (set: FlashcardSet) => void
  /** The set whose Anki package is being written, if any. */
  exportingSetId: string | null
  /** "Import cards": an Anki package or a Quizlet export becomes sets of this guide. */
  onImport: (file: File) => void
  importing: boolean
  /** Why the last file was not imported. */
  importError: string | null
  /** Prints the set's cards, two per row with their sources. */
  onPrint: (set: FlashcardSet) => void
}

/** The flashcard dashboard: saved sets newest first, with due counts, and the previous sessions. */
export function FlashcardsDashboard({
  sets,
  now,
  focusHeading,
  onCreate,
  onStudy,
  onExport,
  onExportSchedule,
  onExportToAnki,
  exportingSetId,
  onImport,
  importing,
  importError,
  onPrint,
}: FlashcardsDashboardProps) {
  const { t } = useTranslation()
  const sessions = previousSessions([...sets])
  const today = new Date(now)
  return (
    <section aria-labelledby="flashcards-dashboard-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="flashcards-dashboard-heading"
          ref={focusHeading ? focusOnMount : undefined}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {t('flashcards.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ImportCardsButton busy={importing} onImport={onImport} />
          <Button onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('flashcards.createNew')}
          </Button>
        </div>
      </div>
      {importing && (
        <p role="status" className="text-sm text-slate-600">
          {t('flashcards.importing')}
        </p>
      )}
      {importError && <Alert tone="error">{importError}</Alert>}

      {sets.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          <p>{t('flashcards.empty')}</p>
          {/* The spec names the step 'generation'; the empty state offers it by that word too. */}
          <Button variant="secondary" onClick={onCreate}>
            {t('flashcards.generate')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('flashcards.savedSets')} className="grid gap-3 sm:grid-cols-2">
          {sets.map((set) => {
            const due = dueCount(set.cards, set.schedule, today)
            const titleId = `flashcard-set-${set.id}`
            return (
              <li
                key={set.id}
                aria-labelledby={titleId}
                className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div>
                  <h3 id={titleId} dir="auto" className="font-semibold text-slate-900">
                    {set.title}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {t('flashcards.cardCount', { count: set.cards.length })} ·{' '}
                    {formatDate(set.createdAt)}
                    {set.importedFrom &&
                      ` · ${t('flashcards.importedFrom', { source: set.importedFrom })}`}
                  </p>
                  <p
                    className={
                      due > 0 ? 'text-sm font-medium text-indigo-700' : 'text-sm text-slate-500'
                    }
                  >
                    {t('flashcards.dueToday', { count: due })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" aria-describedby={titleId} onClick={() => onStudy(set, 'all')}>
                    {t('flashcards.study')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                    disabled={due === 0}
                    onClick={() => onStudy(set, 'due')}
                  >
                    {t('flashcards.reviewDue')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                    onClick={() => onStudy(set, 'cram')}
                  >
                    {t('flashcards.cram')}
                  </Button>
                  {(
                    [
                      ['flashcards.exportCsv', onExport],
                      ['flashcards.exportSchedule', onExportSchedule],
                      ['flashcards.exportAnki', onExportToAnki],
                    ] as const
                  ).map(([label, onDownload]) => (
                    <Button
                      key={label}
                      size="sm"
                      variant="ghost"
                      aria-describedby={titleId}
                      busy={label === 'flashcards.exportAnki' && exportingSetId === set.id}
                      onClick={() => onDownload(set)}
                    >
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {t(label)}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={titleId}
                    onClick={() => onPrint(set)}
                  >
                    <Printer className="h-4 w-4" aria-hidden="true" />
                    {t('flashcards.printSet')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <section aria-labelledby="flashcards-sessions-heading" className="space-y-3">
        <h3 id="flashcards-sessions-heading" className="font-semibold text-slate-900">
          {t('flashcards.previousSessions')}
        </h3>
        {sessions.length === 0 ? (
          <p className="text-sm text-slate-600">{t('flashcards.noSessions')}</p>
        ) : (
          <ul aria-label={t('flashcards.previousSessions')} className="space-y-2">
            {sessions.map(({ session, setTitle }) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
              >
                <span className="text-slate-800">
                  <strong className="font-medium">{setTitle}</strong> ·{' '}
                  {t('flashcards.session', {
                    date: formatDate(session.completedAt),
                    reviewed: session.reviewedCards,
                    total: session.totalCards,
                    time: session.timeSpent
                      ? formatSessionTime(session.timeSpent)
                      : t('flashcards.noTime'),
                  })}
                </span>
                <PercentBadge percent={completionPercent(session)}>
                  {t('flashcards.sessionPercent', {
                    percent: formatPercent(completionPercent(session) / 100),
                  })}
                </PercentBadge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
