import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  /** The destructive action's name, e.g. 'Delete' or 'Deactivate'. */
  confirmLabel: string
  /** The way out, in the interface language (its 'Cancel' when not given). */
  cancelLabel?: string
  /** While the action runs: both buttons wait and the dialog stays open. */
  pending?: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before a destructive action: Cancel, or the named action. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel()
      }}
      title={title}
      description={description}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('common.dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
