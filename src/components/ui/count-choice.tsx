import { useId } from 'react'

export interface CountChoiceProps<T extends number> {
  /** The group's accessible name, e.g. 'Question count'. */
  label: string
  /** The radio inputs' shared name. */
  name: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
}

/** A labelled radio group of counts, shown as a row of pills. */
export function CountChoice<T extends number>({
  label,
  name,
  options,
  value,
  onChange,
  disabled,
}: CountChoiceProps<T>) {
  const labelId = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
            />
            {option}
          </label>
        ))}
      </div>
    </div>
  )
}
