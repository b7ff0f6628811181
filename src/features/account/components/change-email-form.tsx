import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { messages } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { shownAccountMessage } from '../model/account-messages'
import { validateEmailChange } from '../model/account-validation'
import { useAccountForm } from './use-account-form'

export type ChangeEmailHandler = (newEmail: string) => Promise<void>

export function ChangeEmailForm({
  currentEmail,
  onSubmit,
}: {
  currentEmail: string
  onSubmit: ChangeEmailHandler
}) {
  const { t } = useTranslation()
  const [newEmail, setNewEmail] = useState('')
  const { submitting, outcome, submit } = useAccountForm({
    validate: () => validateEmailChange({ newEmail, currentEmail }),
    send: () => onSubmit(newEmail.trim()),
    sentMessage: messages.emailChangeSent,
    failedMessage: messages.updateEmailFailed,
    onSent: () => setNewEmail(''),
  })

  return (
    // noValidate: the spec's own messages cover blank and malformed addresses. Unnamed: the tab
    // names it, and a form named "Change Email" would be one more match for the label "Email".
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm">
        <span className="text-slate-500">{t('account.email.current')} </span>
        <span className="font-medium break-all text-slate-900">{currentEmail}</span>
      </div>
      <TextField
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        hint={t('account.email.newHint')}
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        disabled={submitting}
      />
      {outcome ? <Alert tone={outcome.tone}>{shownAccountMessage(outcome.message)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitting ? t('account.email.submitting') : t('account.email.submit')}
        </Button>
      </div>
    </form>
  )
}
