import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { MIN_PASSWORD_LENGTH } from '@/config/limits'
import { messages } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { shownAccountMessage } from '../model/account-messages'
import { validatePasswordChange } from '../model/account-validation'
import { useAccountForm } from './use-account-form'

export type ChangePasswordHandler = (input: {
  currentPassword: string
  newPassword: string
}) => Promise<void>

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordForm({ onSubmit }: { onSubmit: ChangePasswordHandler }) {
  const { t } = useTranslation()
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
      {passwordField('currentPassword', t('account.password.current'), 'current-password')}
      <div className="grid gap-4 sm:grid-cols-2">
        {passwordField(
          'newPassword',
          t('account.password.new'),
          'new-password',
          t('account.password.newHint', { min: MIN_PASSWORD_LENGTH }),
        )}
        {passwordField('confirmPassword', t('account.password.confirm'), 'new-password')}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{shownAccountMessage(outcome.message)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitting ? t('account.password.submitting') : t('account.password.submit')}
        </Button>
      </div>
    </form>
  )
}
