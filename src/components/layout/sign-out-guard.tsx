import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
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
      title={t('common.signOut.title', { count: waiting, shown: formatWholeNumber(waiting) })}
      description={t('common.signOut.description')}
      confirmLabel={t('common.signOut.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
