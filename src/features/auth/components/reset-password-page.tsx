import { CheckCircle2, KeyRound, Loader2, ShieldAlert } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { PASSWORD_RESET_REDIRECT_MS } from '@/config/limits'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { updatePassword } from '../api/account-actions'
import { useMailedLink, type LinkStep } from '../api/use-mailed-link'
import { readEmailLink, resetLinkVerdict, type ResetVerdict } from '../model/email-link'
import { validateNewPassword } from '../model/new-password'
import { AuthCard, StatusText } from './auth-card'
import { DashboardLink } from './dashboard-link'
import { SwitchAccountCard } from './switch-account-card'

type FormStep = { submitting: boolean; error: string | null } | 'done'

/**
 * /reset-password: validates the mailed link, then sets a new password, shows 'Password
 * Updated' and returns to / after 3 seconds. A link for another account than the one signed in
 * asks before switching.
 */
export function ResetPasswordPage() {
  const location = useLocation()
  const navigate = useNavigate()
  // Read once: the tokens are taken off the address bar once the link is opened.
  const [verdict] = useState(() => resetLinkVerdict(readEmailLink(location.search, location.hash)))
  const link = useMailedLink(verdict.ok ? verdict.link : null, 'reset', paths.resetPassword)
  const [form, setForm] = useState<FormStep>({ submitting: false, error: null })
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const state = resetState(verdict, link.step, form)

  const done = state.step === 'done'
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => navigate(paths.home, { replace: true }),
      PASSWORD_RESET_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state.step !== 'form' || state.submitting) return
    const invalid = validateNewPassword(password, confirmation)
    if (invalid) {
      setForm({ submitting: false, error: invalid })
      return
    }
    setForm({ submitting: true, error: null })
    try {
      await updatePassword(password)
      setForm('done')
    } catch (error) {
      setForm({ submitting: false, error: errorMessage(error, messages.updatePasswordFailed) })
    }
  }

  switch (state.step) {
    case 'switch':
      return <SwitchAccountCard link={link} other={state.account.email} />
    case 'stayed':
      return (
        <AuthCard icon={KeyRound} title="Password not changed">
          <StatusText>
            You are still signed in as {link.signedInEmail}. The password of {state.account.email}{' '}
            was not changed: to change it, sign out and open a new reset link.
          </StatusText>
          <DashboardLink />
        </AuthCard>
      )
    case 'opening':
      return (
        <AuthCard icon={Loader2} spin title="Checking your reset link">
          <StatusText>One moment while we verify your link…</StatusText>
        </AuthCard>
      )
    case 'invalid':
      return (
        <AuthCard icon={ShieldAlert} tone="red" title="Reset link problem">
          <Alert tone="error">{state.message}</Alert>
          {/* Opens the dialog's forgot-password form, where a new link is requested. */}
          <Link
            to={{ pathname: paths.home }}
            state={{ openAuth: true, mode: 'forgot' }}
            className={buttonClasses('primary', 'lg') + ' w-full'}
          >
            Request a New Link
          </Link>
        </AuthCard>
      )
    case 'done':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title="Password Updated">
          <StatusText>Your password has been changed. Taking you to the homepage…</StatusText>
        </AuthCard>
      )
    case 'form':
      return (
        <AuthCard icon={KeyRound} title="Reset Password">
          <p className="text-center text-sm text-slate-600">
            Choose a password of at least 6 characters. You'll use it the next time you sign in.
          </p>
          {/* noValidate: the app's own messages speak for a blank or short password.
              Unnamed, like its card: only the two fields carry the word "Password". */}
          <form onSubmit={submit} className="space-y-4" noValidate>
            {[
              { label: 'New Password', value: password, setValue: setPassword },
              { label: 'Confirm Password', value: confirmation, setValue: setConfirmation },
            ].map(({ label, value, setValue }) => (
              <TextField
                key={label}
                label={label}
                type="password"
                autoComplete="new-password"
                required
                value={value}
                onChange={(event) => setValue(event.target.value)}
                disabled={state.submitting}
              />
            ))}
            {state.error ? <Alert tone="error">{state.error}</Alert> : null}
            <Button type="submit" size="lg" className="w-full" disabled={state.submitting}>
              {state.submitting ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : null}
              {state.submitting ? 'Updating password…' : 'Update Password'}
            </Button>
          </form>
        </AuthCard>
      )
  }
}

type ResetState =
  | Exclude<LinkStep, { step: 'opened' } | { step: 'failed' }>
  | { step: 'invalid'; message: string }
  | { step: 'form'; submitting: boolean; error: string | null }
  | { step: 'done' }

/** What the page shows: the link's verdict, how opening it went, then the form's progress. */
function resetState(verdict: ResetVerdict, link: LinkStep, form: FormStep): ResetState {
  if (!verdict.ok) return { step: 'invalid', message: verdict.message }
  if (link.step === 'failed')
    return { step: 'invalid', message: errorMessage(link.error, messages.resetLinkVerifyFailed) }
  if (link.step !== 'opened') return link
  return form === 'done' ? { step: 'done' } : { step: 'form', ...form }
}
