import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import {
  isFilterActive,
  kindFilterLabels,
  sortLabels,
  type KindFilter,
  type LibraryFilter,
  type SortOrder,
} from '../model/library-filter'

export interface FilterMenuProps {
  filter: LibraryFilter
  onChange: (filter: LibraryFilter) => void
}

/**
 * The Filter button (its behaviour is beyond the spec): a disclosure with two radio groups,
 * guide kind and sort order. Escape closes it and returns focus to the button.
 */
export function FilterMenu({ filter, onChange }: FilterMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  // An open panel closes when the pointer goes down outside it (it would otherwise cover the
  // page under it) and when keyboard focus moves out of it.
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }
  const active = isFilterActive(filter)

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        ref={buttonRef}
        className={buttonClasses('secondary')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        Filter
        {active ? <span className="h-2 w-2 rounded-full bg-indigo-600" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label="Filter and sort guides"
          className="absolute right-0 z-20 mt-2 w-64 space-y-4 rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
        >
          <RadioGroup
            legend="Show"
            name="library-kind"
            options={kindFilterLabels}
            value={filter.kind}
            onChange={(kind: KindFilter) => onChange({ ...filter, kind })}
          />
          <RadioGroup
            legend="Sort by"
            name="library-sort"
            options={sortLabels}
            value={filter.sort}
            onChange={(sort: SortOrder) => onChange({ ...filter, sort })}
          />
        </div>
      ) : null}
    </div>
  )
}

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {legend}
      </legend>
      {(Object.keys(options) as T[]).map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="accent-indigo-600"
          />
          {options[option]}
        </label>
      ))}
    </fieldset>
  )
}
