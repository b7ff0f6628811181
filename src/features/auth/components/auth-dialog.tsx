import { Dialog } from '@/components/ui/dialog'
import { authModeTitles, type AuthMode } from '../model/auth-mode'

// Placeholder until the accounts issue (#5) fills the three modes.
export function AuthDialog({ initialMode, onClose }: { initialMode: AuthMode; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={authModeTitles[initialMode]}>
      <p className="text-sm text-slate-600">Sign-in arrives with the accounts issue.</p>
    </Dialog>
  )
}
