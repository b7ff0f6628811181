import { useId, type ReactNode } from 'react'

export interface ChoiceChipsProps<T extends string | number> {
  /** The group's accessible name, e.g. 'Question count'. */
  label: string
  /** The radio inputs' shared name. */
  name: string
  options: readonly T[]
  /** What an option reads as (the option itself by default; material text as `<MathText>`). */
  text?: (option: T) => ReactNode
  value: T | null
  onChange: (value: T) => void
  disabled?: boolean
}

/** A labelled radio group shown as a row of pills (44 px tall, a thumb's target): counts, ratings, answers. */
export function ChoiceChips<T extends string | number>({
  label,
  name,
  options,
  text = String,
  value,
  onChange,
  disabled,
}: ChoiceChipsProps<T>) {
  const labelId = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
            />
            {text(option)}
          </label>
        ))}
      </div>
    </div>
  )
}
