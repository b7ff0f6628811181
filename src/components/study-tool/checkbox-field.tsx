import { useId, type ReactNode } from 'react'

export interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  /** A line under the box, read with it by screen readers. */
  hint?: ReactNode
}

/** A labelled checkbox of a study tool's settings. */
export function CheckboxField({ label, checked, onChange, disabled, hint }: CheckboxFieldProps) {
  const hintId = useId()
  return (
    <div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ms-6 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
