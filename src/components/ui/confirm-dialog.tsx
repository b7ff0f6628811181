import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  /** The destructive action's name, e.g. 'Delete' or 'Deactivate'. */
  confirmLabel: string
  /** The way out, in the interface language ('Cancel' when not given). */
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
  cancelLabel = 'Cancel',
  pending = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
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
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
