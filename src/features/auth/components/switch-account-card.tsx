import { UserRoundCog } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { MailedLinkState } from '../api/use-mailed-link'
import { AuthCard } from './auth-card'

/**
 * A mailed link for another account than the one signed in here: nothing
 * changes until the student chooses to switch or to stay.
 */
export function SwitchAccountCard({ link, other }: { link: MailedLinkState; other: string }) {
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
    <AuthCard icon={UserRoundCog} title="Switch accounts?">
      <p className="text-center text-slate-700">
        This link is for <strong>{other}</strong>, but you are signed in as{' '}
        <strong>{current}</strong> in this browser.
      </p>
      <p className="text-center text-sm text-slate-600">
        Switching signs you out of {current} and into {other}.
      </p>
      <div className="flex flex-col gap-2">
        <Button size="lg" autoFocus disabled={switching} onClick={() => void switchAccount()}>
          Switch to {other}
        </Button>
        <Button size="lg" variant="secondary" disabled={switching} onClick={link.stay}>
          Stay signed in as {current}
        </Button>
      </div>
    </AuthCard>
  )
}
