import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { messages } from '@/lib/errors'
import { validatePasswordChange } from '../model/account-validation'
import { useAccountForm } from './use-account-form'

export type ChangePasswordHandler = (input: {
  currentPassword: string
  newPassword: string
}) => Promise<void>

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordForm({ onSubmit }: { onSubmit: ChangePasswordHandler }) {
  const [fields, setFields] = useState(empty)

  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))

  const { submitting, outcome, submit } = useAccountForm({
    validate: () => validatePasswordChange(fields),
    send: () =>
      onSubmit({ currentPassword: fields.currentPassword, newPassword: fields.newPassword }),
    sentMessage: messages.passwordUpdated,
    failedMessage: messages.updatePasswordFailed,
    onSent: () => setFields(empty),
  })

  return (
    // noValidate: the spec's own messages (section 5) speak for blank and short passwords. The
    // confirmation is "Confirm Password" and the form is unnamed (the tab names it), so that no
    // other element's name contains "New Password" or "Current Password".
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        value={fields.currentPassword}
        onChange={set('currentPassword')}
        disabled={submitting}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={fields.newPassword}
          onChange={set('newPassword')}
          disabled={submitting}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          disabled={submitting}
        />
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitting ? 'Updating Password…' : 'Update Password'}
        </Button>
      </div>
    </form>
  )
}
