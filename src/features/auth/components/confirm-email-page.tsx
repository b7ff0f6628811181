import { SUPPORT_EMAIL } from '@/config/contact'
import { CheckCircle2, Loader2, MailCheck, MailWarning } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { useAuth } from '../api/auth-provider'
import { useMailedLink, type LinkStep } from '../api/use-mailed-link'
import { confirmLinkVerdict, readEmailLink, type ConfirmVerdict } from '../model/email-link'
import { AuthCard, StatusText } from './auth-card'
import { DashboardLink } from './dashboard-link'
import { SwitchAccountCard } from './switch-account-card'

/** GoTrue's words when the first of an e-mail change's two links is opened. */
export const EMAIL_CHANGE_HALF_DONE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** Shown on the error state so a stuck student can reach a person. */
/**
 * /confirm-email: confirming → success or error. A link for another account than the one signed
 * in asks before switching.
 */
export function ConfirmEmailPage() {
  const location = useLocation()
  const auth = useAuth()
  // Read once: the tokens are taken off the address bar once the link is opened.
  const [verdict] = useState(() =>
    confirmLinkVerdict(readEmailLink(location.search, location.hash)),
  )
  const link = useMailedLink(
    verdict.ok === true ? verdict.link : null,
    'confirm',
    paths.confirmEmail,
  )
  const state = confirmState(verdict, link.step)

  switch (state.step) {
    case 'switch':
      return <SwitchAccountCard link={link} other={state.account.email} />
    case 'stayed':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title="Email Confirmed!">
          <StatusText>
            {state.account.email} is confirmed. You are still signed in as {link.signedInEmail}.
          </StatusText>
          <DashboardLink />
        </AuthCard>
      )
    case 'opening':
      return (
        <AuthCard icon={Loader2} spin title="Confirming your email">
          <StatusText>One moment while we confirm your address…</StatusText>
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
          <StatusText>Your e-mail address is confirmed. Welcome to Studywise!</StatusText>
          {auth.status === 'signed-in' ? (
            <DashboardLink />
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

type ConfirmState =
  | Exclude<LinkStep, { step: 'opened' } | { step: 'failed' }>
  | { step: 'success' }
  | { step: 'partial'; message: string }
  | { step: 'error'; message: string }

/** What the page shows: the link's own verdict first, then how opening it went. */
function confirmState(verdict: ConfirmVerdict, link: LinkStep): ConfirmState {
  if (verdict.ok === 'partial') return { step: 'partial', message: verdict.message }
  if (!verdict.ok) return { step: 'error', message: verdict.message }
  if (link.step === 'failed')
    return { step: 'error', message: errorMessage(link.error, messages.confirmFailed) }
  if (link.step !== 'opened') return link
  return link.outcome === 'signed-in'
    ? { step: 'success' }
    : { step: 'partial', message: EMAIL_CHANGE_HALF_DONE }
}
