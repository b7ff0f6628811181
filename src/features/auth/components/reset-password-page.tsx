import { CheckCircle2, KeyRound, Loader2, ShieldAlert } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { PASSWORD_RESET_REDIRECT_MS } from '@/config/limits'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/auth-catalogue'
import { updatePassword } from '../api/account-actions'
import { useMailedLink, type LinkStep } from '../api/use-mailed-link'
import { shownAuthMessage } from '../model/auth-messages'
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
  const { t } = useTranslation()
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
        <AuthCard icon={KeyRound} title={t('auth.reset.notChangedTitle')}>
          <StatusText>
            {t('auth.reset.notChangedText', {
              signedIn: link.signedInEmail,
              other: state.account.email,
            })}
          </StatusText>
          <DashboardLink />
        </AuthCard>
      )
    case 'opening':
      return (
        <AuthCard icon={Loader2} spin title={t('auth.reset.checkingTitle')}>
          <StatusText>{t('auth.reset.checkingText')}</StatusText>
        </AuthCard>
      )
    case 'invalid':
      return (
        <AuthCard icon={ShieldAlert} tone="red" title={t('auth.reset.problemTitle')}>
          <Alert tone="error">{shownAuthMessage(state.message)}</Alert>
          {/* Opens the dialog's forgot-password form, where a new link is requested. */}
          <Link
            to={{ pathname: paths.home }}
            state={{ openAuth: true, mode: 'forgot' }}
            className={buttonClasses('primary', 'lg') + ' w-full'}
          >
            {t('auth.reset.requestNew')}
          </Link>
        </AuthCard>
      )
    case 'done':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title={t('auth.reset.updatedTitle')}>
          <StatusText>{t('auth.reset.updatedText')}</StatusText>
        </AuthCard>
      )
    case 'form':
      return (
        <AuthCard icon={KeyRound} title={t('auth.title.forgot')}>
          <p className="text-center text-sm text-slate-600">{t('auth.reset.intro')}</p>
          {/* noValidate: the app's own messages speak for a blank or short password.
              Unnamed, like its card: only the two fields carry the word "Password". */}
          <form onSubmit={submit} className="space-y-4" noValidate>
            {[
              { label: t('auth.reset.newPassword'), value: password, setValue: setPassword },
              {
                label: t('auth.reset.confirmPassword'),
                value: confirmation,
                setValue: setConfirmation,
              },
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
            {state.error ? <Alert tone="error">{shownAuthMessage(state.error)}</Alert> : null}
            <Button type="submit" size="lg" className="w-full" disabled={state.submitting}>
              {state.submitting ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : null}
              {state.submitting ? t('auth.reset.updating') : t('auth.reset.update')}
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
