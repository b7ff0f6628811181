import { useId, type FormEvent, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { Spinner } from '@/components/ui/spinner'

export interface SettingsFormProps {
  /** e.g. 'Quiz settings'; the heading takes focus when the form opens. */
  title: string
  /** A line under the heading. */
  description?: ReactNode
  generating: boolean
  error: string | null
  /** e.g. 'Generate Quiz' */
  submitLabel: string
  /** e.g. 'Back to quizzes' */
  backLabel: string
  /** e.g. 'Generating quiz…' */
  busyLabel: string
  onGenerate: () => void
  onCancel: () => void
  children: ReactNode
}

/** The settings screen of a study tool: its fields, the failure, Generate and Back. */
export function SettingsForm({
  title,
  description,
  generating,
  error,
  submitLabel,
  backLabel,
  busyLabel,
  onGenerate,
  onCancel,
  children,
}: SettingsFormProps) {
  const headingId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!generating) onGenerate()
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="max-w-xl space-y-6">
      <div>
        <h2
          id={headingId}
          ref={focusOnMount}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>

      {children}

      {error && <Alert tone="error">{error}</Alert>}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={generating}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={generating}>
          {backLabel}
        </Button>
        {generating && <Spinner label={busyLabel} />}
      </div>
    </form>
  )
}
