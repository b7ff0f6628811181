import { CheckCircle2, KeyRound, Loader2, ShieldAlert } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { PASSWORD_RESET_REDIRECT_MS } from '@/config/limits'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { adoptLinkSession, openMailedLink, updatePassword, type LinkSession } from '../api/link-api'
import { useSettledUser } from '../api/use-settled-user'
import { readEmailLink, resetLinkVerdict, type LinkAccount } from '../model/email-link'
import { validateNewPassword } from '../model/new-password'
import { AuthCard } from './auth-card'
import { SwitchAccountCard } from './switch-account-card'

type ResetState =
  | { step: 'verifying' }
  | { step: 'invalid'; message: string }
  | { step: 'form'; submitting: boolean; error: string | null }
  | { step: 'done' }
  /** The link resets another account's password than the one signed in: switch, or stay. */
  | { step: 'switch'; account: LinkAccount; session: LinkSession }
  | { step: 'stayed'; account: LinkAccount }

const formState: ResetState = { step: 'form', submitting: false, error: null }

/**
 * /reset-password: validates the mailed link, then sets a new password,
 * shows 'Password Updated' and returns to / after 3 seconds. Beyond the spec, a link for another
 * account than the one signed in asks before switching.
 */
export function ResetPasswordPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const settledUser = useSettledUser()
  // Read once: the tokens are removed from the address bar after the first render.
  const [verdict] = useState(() => resetLinkVerdict(readEmailLink(location.search, location.hash)))
  const [state, setState] = useState<ResetState>(() =>
    verdict.ok ? { step: 'verifying' } : { step: 'invalid', message: verdict.message },
  )
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')

  useEffect(() => {
    if (!verdict.ok || settledUser === undefined) return
    let active = true
    // Tokens in the address bar would be kept in history; the session now holds them.
    navigate({ pathname: paths.resetPassword }, { replace: true })
    openMailedLink(verdict.link, 'reset', settledUser?.id ?? null).then(
      (opened) => {
        if (!active) return
        setState(opened.outcome === 'other-account' ? { step: 'switch', ...opened } : formState)
      },
      (error: unknown) =>
        active &&
        setState({ step: 'invalid', message: errorMessage(error, messages.resetLinkVerifyFailed) }),
    )
    return () => {
      active = false
    }
  }, [verdict, settledUser, navigate])

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
      setState({ step: 'form', submitting: false, error: invalid })
      return
    }
    setState({ step: 'form', submitting: true, error: null })
    try {
      await updatePassword(password)
      setState({ step: 'done' })
    } catch (error) {
      setState({
        step: 'form',
        submitting: false,
        error: errorMessage(error, messages.updatePasswordFailed),
      })
    }
  }

  switch (state.step) {
    case 'switch':
      return (
        <SwitchAccountCard
          current={settledUser?.email ?? ''}
          other={state.account.email}
          onSwitch={async () => {
            try {
              await adoptLinkSession(state.session, 'reset')
              setState(formState)
            } catch (error) {
              setState({
                step: 'invalid',
                message: errorMessage(error, messages.resetLinkVerifyFailed),
              })
            }
          }}
          onStay={() => setState({ step: 'stayed', account: state.account })}
        />
      )
    case 'stayed':
      return (
        <AuthCard icon={KeyRound} title="Password not changed">
          <p role="status" className="text-center text-slate-600">
            You are still signed in as {settledUser?.email}. The password of {state.account.email}{' '}
            was not changed: to change it, sign out and open a new reset link.
          </p>
          <Link to={paths.dashboard} className={`${buttonClasses('primary', 'lg')} w-full`}>
            Go to Dashboard
          </Link>
        </AuthCard>
      )
    case 'verifying':
      return (
        <AuthCard icon={Loader2} spin title="Checking your reset link">
          <p role="status" className="text-center text-slate-600">
            One moment while we verify your link…
          </p>
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
          <p role="status" className="text-center text-slate-600">
            Your password has been changed. Taking you to the homepage…
          </p>
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
