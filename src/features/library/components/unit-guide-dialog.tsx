import { Layers, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import type { UnitMode } from '@/entities/study-guide/create-unit-guide'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { DEFAULT_COMBINED_TITLE, DEFAULT_UNIT_TITLE } from '@/entities/study-guide/unit-guide'

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
  const busy = pending !== null
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-generation would hide a running request; wait for it instead.
        if (!next && !busy) onClose()
      }}
      title="Create Unit Study Guide"
      description={`Combine ${guides.length} selected guides into one notebook.`}
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
  const [title, setTitle] = useState('')
  const busy = pending !== null
  return (
    <div className="space-y-5">
      <TextField
        label="Unit title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={DEFAULT_UNIT_TITLE}
        hint={`Leave blank for "${DEFAULT_UNIT_TITLE}" or "${DEFAULT_COMBINED_TITLE}".`}
        maxLength={200}
        disabled={busy}
      />
      <section aria-labelledby="unit-selected-heading">
        <h3 id="unit-selected-heading" className="mb-2 text-sm font-medium text-slate-700">
          Selected guides
        </h3>
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm">
          {guides.map((guide) => (
            <li
              key={guide.id}
              className="truncate rounded px-2 py-1 text-slate-800 odd:bg-slate-50"
            >
              {guide.title}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" disabled={busy} onClick={() => onCreate('unit', title)}>
          <Layers className="h-4 w-4" aria-hidden="true" />
          Unit Guide
        </Button>
        <Button disabled={busy} onClick={() => onCreate('combined', title)}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Combined Guide
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        A unit guide keeps each guide under its own heading; a combined guide is rewritten into one
        guide by the study engine.
      </p>
      {pending === 'unit' ? <Spinner label="Creating unit guide…" /> : null}
      {pending === 'combined' ? <Spinner label={progress ?? 'Generating combined guide…'} /> : null}
    </div>
  )
}
