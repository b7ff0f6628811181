import { SUPPORT_EMAIL } from '@/config/contact'
import { CheckCircle2, Loader2, MailCheck, MailWarning } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorMessage, messages } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { slot, WithParts } from '@/lib/i18n/with-strong'
import '../model/auth-catalogue'
import { useAuth } from '../api/auth-provider'
import { useMailedLink, type LinkStep } from '../api/use-mailed-link'
import { shownAuthMessage } from '../model/auth-messages'
import { confirmLinkVerdict, readEmailLink, type ConfirmVerdict } from '../model/email-link'
import { AuthCard, StatusText } from './auth-card'
import { DashboardLink } from './dashboard-link'
import { SwitchAccountCard } from './switch-account-card'

/** GoTrue's words when the first of an e-mail change's two links is opened. */
export const EMAIL_CHANGE_HALF_DONE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/**
 * /confirm-email: confirming → success or error. A link for another account than the one signed
 * in asks before switching.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation()
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
        <AuthCard icon={CheckCircle2} tone="green" title={t('auth.confirm.confirmedTitle')}>
          <StatusText>
            {t('auth.confirm.stayedText', {
              email: state.account.email,
              signedIn: link.signedInEmail,
            })}
          </StatusText>
          <DashboardLink />
        </AuthCard>
      )
    case 'opening':
      return (
        <AuthCard icon={Loader2} spin title={t('auth.confirm.openingTitle')}>
          <StatusText>{t('auth.confirm.openingText')}</StatusText>
        </AuthCard>
      )
    case 'partial':
      return (
        <AuthCard icon={MailCheck} title={t('auth.confirm.partialTitle')}>
          <Alert tone="info">
            {state.message === EMAIL_CHANGE_HALF_DONE ? t('auth.confirm.halfDone') : state.message}
          </Alert>
          <p className="text-center text-sm text-slate-600">{t('auth.confirm.partialText')}</p>
        </AuthCard>
      )
    case 'success':
      return (
        <AuthCard icon={CheckCircle2} tone="green" title={t('auth.confirm.confirmedTitle')}>
          <StatusText>{t('auth.confirm.successText')}</StatusText>
          {auth.status === 'signed-in' ? (
            <DashboardLink />
          ) : (
            <Link
              to={paths.home}
              state={{ openAuth: true }}
              className={`${buttonClasses('primary', 'lg')} w-full`}
            >
              {t('auth.submit.login')}
            </Link>
          )}
        </AuthCard>
      )
    case 'error':
      return (
        <AuthCard icon={MailWarning} tone="red" title={t('auth.confirm.failedTitle')}>
          <Alert tone="error">{shownAuthMessage(state.message)}</Alert>
          <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} w-full`}>
            {t('auth.confirm.home')}
          </Link>
          {/* Shown on the error state so a stuck student can reach a person. */}
          <p className="text-center text-sm text-slate-600">
            <WithParts
              text={t('auth.confirm.stuck', { email: slot(0) })}
              parts={[
                <a
                  key="mail"
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {SUPPORT_EMAIL}
                </a>,
              ]}
            />
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
