import { Download, Plus, Printer } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PercentBadge } from '@/components/ui/percent-badge'
import { formatDate } from '@/lib/format-date'
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

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
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
          Flashcard Sets
        </h2>
        <div className="flex flex-wrap gap-2">
          <ImportCardsButton busy={importing} onImport={onImport} />
          <Button onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create New Set
          </Button>
        </div>
      </div>
      {importing && (
        <p role="status" className="text-sm text-slate-600">
          Importing cards…
        </p>
      )}
      {importError && <Alert tone="error">{importError}</Alert>}

      {sets.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          <p>No flashcard sets yet. Create one to start studying this guide.</p>
          {/* The spec names the step 'generation'; the empty state offers it by that word too. */}
          <Button variant="secondary" onClick={onCreate}>
            Generate Flashcards
          </Button>
        </div>
      ) : (
        <ul aria-label="Saved sets" className="grid gap-3 sm:grid-cols-2">
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
                  <h3 id={titleId} className="font-semibold text-slate-900">
                    {set.title}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {plural(set.cards.length, 'card')} · {formatDate(set.createdAt)}
                    {set.importedFrom && <> · Imported from {set.importedFrom}</>}
                  </p>
                  <p
                    className={
                      due > 0 ? 'text-sm font-medium text-indigo-700' : 'text-sm text-slate-500'
                    }
                  >
                    {due} due today
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" aria-describedby={titleId} onClick={() => onStudy(set, 'all')}>
                    Study
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                    disabled={due === 0}
                    onClick={() => onStudy(set, 'due')}
                  >
                    Review Due
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={titleId}
                    onClick={() => onStudy(set, 'cram')}
                  >
                    Cram
                  </Button>
                  {(
                    [
                      ['Export CSV', onExport],
                      ['Export with due dates', onExportSchedule],
                      ['Export to Anki', onExportToAnki],
                    ] as const
                  ).map(([label, onDownload]) => (
                    <Button
                      key={label}
                      size="sm"
                      variant="ghost"
                      aria-describedby={titleId}
                      busy={label === 'Export to Anki' && exportingSetId === set.id}
                      onClick={() => onDownload(set)}
                    >
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {label}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={titleId}
                    onClick={() => onPrint(set)}
                  >
                    <Printer className="h-4 w-4" aria-hidden="true" />
                    Print set
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <section aria-labelledby="flashcards-sessions-heading" className="space-y-3">
        <h3 id="flashcards-sessions-heading" className="font-semibold text-slate-900">
          Previous sessions
        </h3>
        {sessions.length === 0 ? (
          <p className="text-sm text-slate-600">
            No sessions yet. Finish a set to see your progress here.
          </p>
        ) : (
          <ul aria-label="Previous sessions" className="space-y-2">
            {sessions.map(({ session, setTitle }) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
              >
                <span className="text-slate-800">
                  <strong className="font-medium">{setTitle}</strong> ·{' '}
                  {formatDate(session.completedAt)} · {session.reviewedCards} of{' '}
                  {plural(session.totalCards, 'card')} reviewed · Time{' '}
                  {formatSessionTime(session.timeSpent)}
                </span>
                <PercentBadge percent={completionPercent(session)}>
                  {completionPercent(session)}% complete
                </PercentBadge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
