import { UserRoundCog } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import { slot, WithParts } from '@/lib/i18n/with-strong'
import '../model/auth-catalogue'
import type { MailedLinkState } from '../api/use-mailed-link'
import { AuthCard } from './auth-card'

/**
 * A mailed link for another account than the one signed in here: nothing
 * changes until the student chooses to switch or to stay.
 */
export function SwitchAccountCard({ link, other }: { link: MailedLinkState; other: string }) {
  const { t } = useTranslation()
  const current = link.signedInEmail
  const [switching, setSwitching] = useState(false)
  async function switchAccount() {
    setSwitching(true)
    try {
      await link.switchAccount()
    } finally {
      setSwitching(false)
    }
  }
  return (
    <AuthCard icon={UserRoundCog} title={t('auth.switch.title')}>
      <p className="text-center text-slate-700">
        <WithParts
          text={t('auth.switch.text', { other: slot(0), current: slot(1) })}
          parts={[<strong key="other">{other}</strong>, <strong key="current">{current}</strong>]}
        />
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('auth.switch.leaving', { current, other })}
      </p>
      <div className="flex flex-col gap-2">
        <Button size="lg" autoFocus disabled={switching} onClick={() => void switchAccount()}>
          {t('auth.switch.to', { other })}
        </Button>
        <Button size="lg" variant="secondary" disabled={switching} onClick={link.stay}>
          {t('auth.switch.stay', { current })}
        </Button>
      </div>
    </AuthCard>
  )
}
