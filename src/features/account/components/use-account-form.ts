import { useState, type FormEvent } from 'react'
import { errorMessage } from '@/lib/errors'

export type Outcome = { tone: 'error' | 'success'; message: string } | null

export interface AccountFormAction {
  /** The field check's message, or null to go on. */
  validate: () => string | null
  send: () => Promise<void>
  /** Shown, and the fields cleared by `onSent`, once the action succeeded. */
  sentMessage: string
  failedMessage: string
  onSent: () => void
}

/** One account form's submission: validation, one request at a time, and its outcome. */
export function useAccountForm(action: AccountFormAction) {
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const invalid = action.validate()
    if (invalid) {
      setOutcome({ tone: 'error', message: invalid })
      return
    }
    setSubmitting(true)
    setOutcome(null)
    try {
      await action.send()
      action.onSent()
      setOutcome({ tone: 'success', message: action.sentMessage })
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, action.failedMessage) })
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, outcome, submit }
}
