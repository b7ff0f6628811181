import { SlidersHorizontal } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { useDisclosure } from '@/components/ui/use-disclosure'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'
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
  const { t } = useTranslation()
  const { open, containerProps, buttonProps, panelId } = useDisclosure()
  const active = isFilterActive(filter)

  return (
    <div className="relative" {...containerProps}>
      <button type="button" className={buttonClasses('secondary')} {...buttonProps}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {t('library.filter.button')}
        {active ? <span className="h-2 w-2 rounded-full bg-indigo-600" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t('library.filter.group')}
          className="absolute end-0 z-20 mt-2 w-64 space-y-4 rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
        >
          <RadioGroup
            legend={t('library.filter.show')}
            name="library-kind"
            options={kindFilterLabels}
            value={filter.kind}
            onChange={(kind: KindFilter) => onChange({ ...filter, kind })}
          />
          <RadioGroup
            legend={t('library.filter.sortBy')}
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
  options: Record<T, MessageKey>
  value: T
  onChange: (value: T) => void
}) {
  const { t } = useTranslation()
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
          {t(options[option])}
        </label>
      ))}
    </fieldset>
  )
}
