import { Layers, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import type { UnitMode } from '@/entities/study-guide/create-unit-guide'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'

export interface UnitGuideDialogProps {
  open: boolean
  guides: readonly GuideSummary[]
  /** The mode being created, while it runs. */
  pending: UnitMode | null
  /** While long guides are read in parts: 'Reading part 3 of 12 (Cell Biology)'. */
  progress?: string | null
  onClose: () => void
  onCreate: (mode: UnitMode, title: string) => void
}

export function UnitGuideDialog({
  open,
  guides,
  pending,
  progress = null,
  onClose,
  onCreate,
}: UnitGuideDialogProps) {
  const { t } = useTranslation()
  const busy = pending !== null
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-generation would hide a running request; wait for it instead.
        if (!next && !busy) onClose()
      }}
      title={t('library.unit.title')}
      description={t('library.unit.description', { count: guides.length })}
      className="max-w-lg"
    >
      {/* Unmounted while closed, so each opening starts with an empty title. */}
      <UnitGuideForm guides={guides} pending={pending} progress={progress} onCreate={onCreate} />
    </Dialog>
  )
}

function UnitGuideForm({
  guides,
  pending,
  progress,
  onCreate,
}: Pick<UnitGuideDialogProps, 'guides' | 'pending' | 'progress' | 'onCreate'>) {
  const { t } = useTranslation()
  const [title, setTitle] = useState('')
  const busy = pending !== null
  const defaultUnit = t('library.unit.defaultUnit')
  const defaultCombined = t('library.unit.defaultCombined')
  // A blank title takes the default in the interface language.
  const titleOr = (fallback: string) => (title.trim() === '' ? fallback : title)
  return (
    <div className="space-y-5">
      <TextField
        label={t('library.unit.titleLabel')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={defaultUnit}
        hint={t('library.unit.hint', { unit: defaultUnit, combined: defaultCombined })}
        maxLength={200}
        disabled={busy}
      />
      <section aria-labelledby="unit-selected-heading">
        <h3 id="unit-selected-heading" className="mb-2 text-sm font-medium text-slate-700">
          {t('library.unit.selected')}
        </h3>
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm">
          {guides.map((guide) => (
            <li
              key={guide.id}
              dir="auto"
              className="truncate rounded px-2 py-1 text-slate-800 odd:bg-slate-50"
            >
              {guide.title}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => onCreate('unit', titleOr(defaultUnit))}
        >
          <Layers className="h-4 w-4" aria-hidden="true" />
          {t('library.unit.unit')}
        </Button>
        <Button disabled={busy} onClick={() => onCreate('combined', titleOr(defaultCombined))}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('library.unit.combined')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('library.unit.explain')}</p>
      {pending === 'unit' ? <Spinner label={t('library.unit.creating')} /> : null}
      {pending === 'combined' ? <Spinner label={progress ?? t('library.unit.generating')} /> : null}
    </div>
  )
}
