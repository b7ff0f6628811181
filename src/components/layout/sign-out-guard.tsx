import { formatCount } from '@/lib/format-count'
import { ConfirmDialog } from '../ui/confirm-dialog'

/** Loaded when asked (a Logout with changes waiting): the dialog stays off the public pages. */
export default function SignOutGuard({
  waiting,
  onCancel,
  onConfirm,
}: {
  waiting: number
  onCancel: () => void
  onConfirm: () => void
}) {
  const title = `${formatCount(waiting)} ${waiting === 1 ? 'change has' : 'changes have'} not been saved yet`
  return (
    <ConfirmDialog
      open
      title={title}
      description="They stay on this device and are sent the next time you sign in here with a connection."
      confirmLabel="Sign out anyway"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
