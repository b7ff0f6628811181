import { useId, type ReactNode } from 'react'

export interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  /** A line under the box, read with it by screen readers. */
  hint?: ReactNode
}

/** A labelled checkbox of a study tool's settings: its box is a 24 × 24 px target (WCAG 2.5.8). */
export function CheckboxField({ label, checked, onChange, disabled, hint }: CheckboxFieldProps) {
  const hintId = useId()
  return (
    <div>
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-indigo-600"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ms-8 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
