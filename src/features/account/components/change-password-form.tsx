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

  const passwordField = (
    key: keyof typeof empty,
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      hint={hint}
      value={fields[key]}
      onChange={set(key)}
      disabled={submitting}
    />
  )

  return (
    // noValidate: the app's own messages speak for blank and short passwords. The
    // confirmation is "Confirm Password" and the form is unnamed (the tab names it), so that no
    // other element's name contains "New Password" or "Current Password".
    <form onSubmit={submit} noValidate className="space-y-4">
      {passwordField('currentPassword', 'Current Password', 'current-password')}
      <div className="grid gap-4 sm:grid-cols-2">
        {passwordField('newPassword', 'New Password', 'new-password', 'At least 6 characters.')}
        {passwordField('confirmPassword', 'Confirm Password', 'new-password')}
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
