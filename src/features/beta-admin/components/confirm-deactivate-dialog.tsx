import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

/** Deactivation needs confirmation (spec section 2): the code stops working for sign-up. */
export function ConfirmDeactivateDialog({
  code,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The code to deactivate; null keeps the dialog closed. */
  code: string | null
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel()
      }}
      title={`Deactivate ${code ?? ''}?`}
      description="This code will no longer work for sign-up. This cannot be undone."
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          Deactivate
        </Button>
      </div>
    </Dialog>
  )
}
