import { CheckCircle2, Loader2, MailCheck, MailWarning } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { useAuth } from '../api/auth-provider'
import { adoptLinkSession, openMailedLink, type LinkSession } from '../api/link-api'
import { useSettledUser } from '../api/use-settled-user'
import { confirmLinkVerdict, readEmailLink, type LinkAccount } from '../model/email-link'
import { AuthCard } from './auth-card'
import { SwitchAccountCard } from './switch-account-card'

/** GoTrue's words when the first of an e-mail change's two links is opened. */
export const EMAIL_CHANGE_HALF_DONE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** Shown on the error state so a stuck student can reach a person. */
export const SUPPORT_EMAIL = 'support@studywise.app'

type ConfirmState =
  | { step: 'confirming' }
  | { step: 'success' }
  | { step: 'partial'; message: string }
  | { step: 'error'; message: string }
  /** The link confirmed another account than the one signed in: switch, or stay. */
  | { step: 'switch'; account: LinkAccount; session: LinkSession }
  | { step: 'stayed'; account: LinkAccount }

/**
 * /confirm-email: confirming → success or error (spec sections 2 and 8). Beyond the spec, a link
 * for another account than the one signed in asks before switching.
 */
export function ConfirmEmailPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const auth = useAuth()
  const settledUser = useSettledUser()
  const [verdict] = useState(() =>
    confirmLinkVerdict(readEmailLink(location.search, location.hash)),
  )
  const [state, setState] = useState<ConfirmState>(() => {
    if (verdict.ok === 'partial') return { step: 'partial', message: verdict.message }
    return verdict.ok ? { step: 'confirming' } : { step: 'error', message: verdict.message }
  })

  useEffect(() => {
    if (verdict.ok !== true || settledUser === undefined) return
    let active = true
    navigate({ pathname: paths.confirmEmail }, { replace: true })
    openMailedLink(verdict.link, 'confirm', settledUser?.id ?? null).then(
      (opened) => {
        if (!active) return
        if (opened.outcome === 'other-account') setState({ step: 'switch', ...opened })
        else if (opened.outcome === 'signed-in') setState({ step: 'success' })
        else setState({ step: 'partial', message: EMAIL_CHANGE_HALF_DONE })
      },
      (error: unknown) =>
        active && setState({ step: 'error', message: errorMessage(error, messages.confirmFailed) }),
    )
    return () => {
      active = false
    }
  }, [verdict, settledUser, navigate])

  switch (state.step) {
    case 'switch':
      return (
        <SwitchAccountCard
          current={settledUser?.email ?? ''}
          other={state.account.email}
          onSwitch={async () => {
            try {
              await adoptLinkSession(state.session, 'confirm')
              setState({ step: 'success' })
            } catch (error) {
              setState({ step: 'error', message: errorMessage(error, messages.confirmFailed) })
            }
          }}
          onStay={() => setState({ step: 'stayed', account: state.account })}
        />
      )
    case 'stayed':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title="Email Confirmed!">
          <p role="status" className="text-center text-slate-600">
            {state.account.email} is confirmed. You are still signed in as {settledUser?.email}.
          </p>
          <Link to={paths.dashboard} className={`${buttonClasses('primary', 'lg')} w-full`}>
            Go to Dashboard
          </Link>
        </AuthCard>
      )
    case 'confirming':
      return (
        <AuthCard icon={Loader2} spin title="Confirming your email">
          <p role="status" className="text-center text-slate-600">
            One moment while we confirm your address…
          </p>
        </AuthCard>
      )
    case 'partial':
      return (
        <AuthCard icon={MailCheck} title="One more step">
          <Alert tone="info">{state.message}</Alert>
          <p className="text-center text-sm text-slate-600">
            Your e-mail address changes once the links sent to both addresses have been opened.
          </p>
        </AuthCard>
      )
    case 'success':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title="Email Confirmed!">
          <p role="status" className="text-center text-slate-600">
            Your e-mail address is confirmed. Welcome to Studywise!
          </p>
          {auth.status === 'signed-in' ? (
            <Link to={paths.dashboard} className={`${buttonClasses('primary', 'lg')} w-full`}>
              Go to Dashboard
            </Link>
          ) : (
            <Link
              to={paths.home}
              state={{ openAuth: true }}
              className={`${buttonClasses('primary', 'lg')} w-full`}
            >
              Sign In
            </Link>
          )}
        </AuthCard>
      )
    case 'error':
      return (
        <AuthCard icon={MailWarning} tone="red" title="Confirmation Failed">
          <Alert tone="error">{state.message}</Alert>
          <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} w-full`}>
            Go to Homepage
          </Link>
          <p className="text-center text-sm text-slate-600">
            Still stuck? Write to us at{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-indigo-700 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </AuthCard>
      )
  }
}
