import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { LinkAccount } from '../model/email-link'
import { adoptLinkSession, openMailedLink, type LinkSession } from './link-api'
import { useSettledUser } from './use-settled-user'

type MailedLink = Parameters<typeof openMailedLink>[0]

/** Where a mailed link (/confirm-email, /reset-password) stands. */
export type LinkStep =
  | { step: 'opening' }
  | { step: 'opened'; outcome: 'signed-in' | 'half-confirmed' }
  | { step: 'failed'; error: unknown }
  /** The link opens another account than the one signed in here: the student decides. */
  | { step: 'switch'; account: LinkAccount; session: LinkSession }
  | { step: 'stayed'; account: LinkAccount }

export interface MailedLinkState {
  step: LinkStep
  /** The address signed in in this browser, if any. */
  signedInEmail: string
  /** Takes the link's session: the other account is signed in here from now on. */
  switchAccount: () => Promise<void>
  /** Keeps the account signed in here; the link's account is left as it is. */
  stay: () => void
}

/**
 * Opens a mailed link once it is known who is signed in here, and first takes its tokens off the
 * address bar (the history would keep them; the session holds them now). `link` is null when
 * the page has already found the link unusable. Read once per page: pass a stable `link`.
 */
export function useMailedLink(
  link: MailedLink | null,
  purpose: 'confirm' | 'reset',
  path: string,
): MailedLinkState {
  const navigate = useNavigate()
  const settledUser = useSettledUser()
  const [step, setStep] = useState<LinkStep>({ step: 'opening' })

  useEffect(() => {
    if (!link || settledUser === undefined) return
    let active = true
    navigate({ pathname: path }, { replace: true })
    openMailedLink(link, purpose, settledUser?.id ?? null).then(
      (opened) => {
        if (!active) return
        setStep(
          opened.outcome === 'other-account'
            ? { step: 'switch', account: opened.account, session: opened.session }
            : { step: 'opened', outcome: opened.outcome },
        )
      },
      (error: unknown) => active && setStep({ step: 'failed', error }),
    )
    return () => {
      active = false
    }
  }, [link, settledUser, navigate, path, purpose])

  return {
    step,
    signedInEmail: settledUser?.email ?? '',
    switchAccount: async () => {
      if (step.step !== 'switch') return
      try {
        await adoptLinkSession(step.session, purpose)
        setStep({ step: 'opened', outcome: 'signed-in' })
      } catch (error) {
        setStep({ step: 'failed', error })
      }
    },
    stay: () => {
      if (step.step === 'switch') setStep({ step: 'stayed', account: step.account })
    },
  }
}
