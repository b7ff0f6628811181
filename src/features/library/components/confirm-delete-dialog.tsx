import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

export interface ConfirmDeleteDialogProps {
  title: string | null
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** "Delete <title>?" with Cancel and Delete; open while `title` is set. */
export function ConfirmDeleteDialog({
  title,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete Study Guide"
      description={title ? `Delete "${title}"? This cannot be undone.` : undefined}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          Delete
        </Button>
      </div>
    </Dialog>
  )
}
