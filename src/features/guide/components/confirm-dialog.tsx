import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

export function ConfirmDeleteGuide({
  open,
  title,
  deleting,
  onCancel,
  onConfirm,
}: {
  open: boolean
  title: string
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Delete Study Guide"
      description={`Delete "${title}"? This cannot be undone.`}
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
