import { useTranslation } from '@/lib/i18n/i18n'
import '@/lib/offline-queue/sync-catalogue'
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
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open
      title={t('sync.signOut.title', { count: waiting })}
      description={t('sync.signOut.description')}
      confirmLabel={t('sync.signOut.confirm')}
      cancelLabel={t('sync.signOut.cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
