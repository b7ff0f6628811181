import { BookOpen, Layers, Network, Plus, Search, Settings, Shield, X } from 'lucide-react'
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import '@/entities/study-guide/library-catalogue'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { MAX_GUIDE_TITLE_CHARS, MIN_GUIDES_TO_COMBINE } from '@/config/limits'
import { progressMessage } from '@/study-engine/progress-text'
import type { UnitMode } from '@/entities/study-guide/create-unit-guide'
import type { GuideChanges } from '@/entities/study-guide/study-guide'
import {
  useCreateUnitGuide,
  useDeleteGuide,
  useGuideSummaries,
  useUpdateGuide,
} from '@/entities/study-guide/use-guides'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import {
  applyLibraryFilter,
  DEFAULT_FILTER,
  indexTitles,
  type LibraryFilter,
} from '../model/library-filter'
import { CustomizeDialog } from './customize-dialog'
import { FilterMenu } from './filter-menu'
import { LibraryLoadFailed } from './library-load-failed'
import { NotebookGrid } from './notebook-grid'
import { PracticeExamSets } from './practice-exam-sets'
import { UnitGuideDialog } from './unit-guide-dialog'

export interface LibraryViewProps {
  user: { id: string; name: string }
  guideHref: (id: string) => string
  onCreateNew: () => void
  onAccountSettings: () => void
  /** Given only for the admin: shows the Beta Admin Panel button. */
  onOpenAdmin?: () => void
  /** Opens a guide's Practice exam tab: the unit guide made for an exam on several guides. */
  onOpenPracticeExam?: (guideId: string) => void
  /** Opens the library map (guides linked by the concepts they share). */
  onOpenLibraryMap?: () => void
}

export function LibraryView({
  user,
  guideHref,
  onCreateNew,
  onAccountSettings,
  onOpenAdmin,
  onOpenPracticeExam,
  onOpenLibraryMap,
}: LibraryViewProps) {
  const { t } = useTranslation()
  const guidesQuery = useGuideSummaries(user.id)
  const guides = guidesQuery.data
  const [filter, setFilter] = useState<LibraryFilter>(DEFAULT_FILTER)
  // A keystroke only updates the search box (its own state); the library and the grid follow in
  // a transition, so the key's own task renders nothing else.
  const search = useCallback((query: string) => {
    startTransition(() => setFilter((current) => ({ ...current, query })))
  }, [])
  // Typing stays responsive on a large library: the grid catches up in a lower-priority render.
  const deferredFilter = useDeferredValue(filter)
  const titles = useMemo(() => indexTitles(guides ?? []), [guides])
  const visible = useMemo(
    () => applyLibraryFilter(guides ?? [], deferredFilter, titles),
    [guides, deferredFilter, titles],
  )

  // What the guides are picked for: combining into a unit guide, or a practice exam on them.
  const [pickingFor, setPickingFor] = useState<'combine' | 'exam' | null>(null)
  const selectionMode = pickingFor !== null
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds])
  const [unitOpen, setUnitOpen] = useState(false)
  const [editing, setEditing] = useState<GuideSummary | null>(null)
  const [deleting, setDeleting] = useState<GuideSummary | null>(null)

  const updateMutation = useUpdateGuide()
  const deleteMutation = useDeleteGuide()
  const unitMutation = useCreateUnitGuide(user.id)

  const toggleSelected = useCallback((id: string) => {
    setSelectedIds((ids) => (ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id]))
  }, [])

  function toggleSelectionMode(action: 'combine' | 'exam') {
    setPickingFor((current) => (current ? null : action))
    setSelectedIds([])
  }

  function saveChanges(changes: GuideChanges) {
    if (!editing) return
    if (changes.title === undefined && changes.coverColor === undefined) {
      setEditing(null)
      return
    }
    updateMutation.mutate({ id: editing.id, changes }, { onSuccess: () => setEditing(null) })
  }

  function confirmDelete() {
    if (!deleting) return
    deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })
  }

  function createUnit(mode: UnitMode, title: string) {
    unitMutation.mutate(
      { mode, title, guideIds: selectedIds },
      {
        onSuccess: (guide) => {
          // Clear the selection, close the dialog, leave selection mode.
          setSelectedIds([])
          setUnitOpen(false)
          setPickingFor(null)
          toast.success(t('library.created', { title: guide.title }))
        },
      },
    )
  }

  const count = guides?.length ?? 0
  const selectedGuides = useMemo(
    () => selectedIds.flatMap((id) => guides?.find((guide) => guide.id === id) ?? []),
    [selectedIds, guides],
  )

  /**
   * A practice exam on several guides lives in a guide of them of kind 'exam' (issue 45): its
   * attempts are saved and listed with it, its sections are the guides' own, and it is not a
   * library item (the library lists the other kinds).
   */
  function practiceExam() {
    const title = practiceExamTitle(selectedGuides.map((guide) => guide.title))
    unitMutation.mutate(
      { mode: 'exam', title, guideIds: selectedIds },
      {
        onSuccess: (guide) => {
          setSelectedIds([])
          setPickingFor(null)
          toast.success(t('library.createdPracticeExam', { title: guide.title }))
          onOpenPracticeExam?.(guide.id)
        },
      },
    )
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('library.heading')}</h1>
          <p className="mt-2 text-slate-600">
            {t('library.welcome', { name: user.name })}{' '}
            {guides ? t('library.guideCount', { count }) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onCreateNew}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('library.createNew')}
          </Button>
          {count >= MIN_GUIDES_TO_COMBINE ? (
            <Button variant="outline" onClick={() => toggleSelectionMode('combine')}>
              {selectionMode ? (
                <X className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Layers className="h-4 w-4" aria-hidden="true" />
              )}
              {selectionMode ? t('library.cancelSelection') : t('library.createUnit')}
            </Button>
          ) : null}
          {/* Picks the guides of a practice exam: the selection bar's 'Practice exam' starts it. */}
          {onOpenPracticeExam && count >= MIN_GUIDES_TO_COMBINE && !selectionMode ? (
            <Button variant="outline" onClick={() => toggleSelectionMode('exam')}>
              <BookOpen className="h-4 w-4" aria-hidden="true" />
              {t('library.practiceExam')}
            </Button>
          ) : null}
          {onOpenLibraryMap && count >= MIN_GUIDES_TO_COMBINE ? (
            <Button variant="outline" onClick={onOpenLibraryMap}>
              <Network className="h-4 w-4" aria-hidden="true" />
              {t('library.libraryMap')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onAccountSettings}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            {t('library.accountSettings')}
          </Button>
          {onOpenAdmin ? (
            <Button variant="secondary" onClick={onOpenAdmin}>
              <Shield className="h-4 w-4" aria-hidden="true" />
              {t('library.adminPanel')}
            </Button>
          ) : null}
        </div>
      </div>

      {/* Below sm the search has a row of its own, so its placeholder is read whole at 360 px. */}
      <div className="mt-8 flex flex-wrap gap-3">
        <SearchBox onSearch={search} />
        <FilterMenu filter={filter} onChange={setFilter} />
      </div>

      {selectionMode ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <p aria-live="polite">
            {t(pickingFor === 'exam' ? 'library.selectedForExam' : 'library.selected', {
              count: selectedIds.length,
              min: MIN_GUIDES_TO_COMBINE,
            })}
          </p>
          {/* A selection entered by 'Practice exam' has that one action, the primary one; a
              selection to combine offers the practice exam beside 'Combine Selected'. */}
          <div className="flex flex-wrap gap-2">
            {pickingFor === 'exam' ? null : (
              <Button
                size="sm"
                disabled={selectedIds.length < MIN_GUIDES_TO_COMBINE}
                onClick={() => setUnitOpen(true)}
              >
                {t('library.combineSelected')}
              </Button>
            )}
            {onOpenPracticeExam ? (
              <Button
                size="sm"
                variant={pickingFor === 'exam' ? 'primary' : 'outline'}
                disabled={selectedIds.length < MIN_GUIDES_TO_COMBINE || unitMutation.isPending}
                onClick={practiceExam}
              >
                {t('library.practiceExam')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="mt-6">
        {guidesQuery.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner label={t('library.loading')} />
          </div>
        ) : guidesQuery.isError ? (
          <LibraryLoadFailed error={guidesQuery.error} onRetry={() => void guidesQuery.refetch()} />
        ) : count === 0 ? (
          <EmptyState
            title={t('library.emptyTitle')}
            text={t('library.emptyText')}
            action={
              <Button onClick={onCreateNew}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('library.emptyAction')}
              </Button>
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState title={t('library.noMatchTitle')} text={t('library.noMatchText')} />
        ) : (
          <NotebookGrid
            resetKey={`${deferredFilter.query}|${deferredFilter.kind}|${deferredFilter.sort}`}
            guides={visible}
            guideHref={guideHref}
            selectionMode={selectionMode}
            selectedIds={selectedSet}
            onToggleSelected={toggleSelected}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </div>

      {/* Read once the library is: what it lists comes first, and its failure is the one shown. */}
      {guides ? <PracticeExamSets userId={user.id} /> : null}

      <CustomizeDialog
        guide={editing}
        saving={updateMutation.isPending}
        onClose={() => setEditing(null)}
        onSave={saveChanges}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.deleteTitle')}
        description={t('library.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('library.delete')}
        pending={deleteMutation.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <UnitGuideDialog
        open={unitOpen}
        guides={selectedGuides}
        pending={unitMutation.isPending ? (unitMutation.variables?.mode ?? null) : null}
        progress={unitMutation.progress ? progressMessage(unitMutation.progress) : null}
        onClose={() => setUnitOpen(false)}
        onCreate={createUnit}
      />
    </div>
  )
}

/**
 * The search box keeps what is typed in its own (uncontrolled) input: a keystroke renders no React
 * component at all, and `onSearch` runs the library's update as a transition.
 */
const SearchBox = memo(function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation()
  return (
    <label className="relative min-w-full flex-1 sm:min-w-0">
      <span className="sr-only">{t('library.search')}</span>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        defaultValue=""
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('library.searchPlaceholder')}
        className="block h-10 w-full rounded-lg border border-slate-300 ps-9 pe-3 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
    </label>
  )
})

function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-200 px-6 py-16 text-center">
      <BookOpen className="h-12 w-12 text-slate-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}

/**
 * 'Practice exam: Cell Biology, Photosynthesis' in the interface language, cut to a guide
 * title's length.
 */
export function practiceExamTitle(titles: readonly string[]): string {
  const title = translate('library.practiceExam.title', { guides: titles.join(', ') })
  return title.length <= MAX_GUIDE_TITLE_CHARS
    ? title
    : `${title.slice(0, MAX_GUIDE_TITLE_CHARS - 1)}…`
}
