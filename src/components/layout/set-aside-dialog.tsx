import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useTranslation } from '@/lib/i18n/i18n'
import type * as SetAsideApi from '@/lib/offline-queue/set-aside'

type SetAsideModule = typeof SetAsideApi
type Listed = Awaited<ReturnType<SetAsideModule['setAsideChanges']>>

/**
 * The changes the server refused for good, opened from the header's 'N changes not saved': what
 * each was and the server's reason, with 'Try again' (back in the queue) and 'Discard'. Closes
 * itself once none is left. The queue's module loads on demand, as the header's word does.
 */
export default function SetAsideDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const [api, setApi] = useState<SetAsideModule | null>(null)
  const [listed, setListed] = useState<Listed>([])
  const [busy, setBusy] = useState(false)

  const reload = useCallback(
    async (module: SetAsideModule) => {
      const changes = await module.setAsideChanges(userId)
      setListed(changes)
      if (changes.length === 0) onOpenChange(false)
    },
    [userId, onOpenChange],
  )

  useEffect(() => {
    if (!open) return
    let active = true
    void import('@/lib/offline-queue/set-aside').then(async (module) => {
      if (!active) return
      setApi(module)
      await reload(module)
    })
    return () => {
      active = false
    }
  }, [open, reload])

  async function act(run: () => Promise<void>) {
    if (!api) return
    setBusy(true)
    try {
      await run()
      await reload(api)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common.setAside.title')}
      description={t('common.setAside.description')}
    >
      <ul aria-label={t('common.setAside.title')} className="space-y-3">
        {listed.map(({ change, what }) => (
          <li
            key={change.seq}
            aria-label={what}
            className="rounded-lg border border-slate-200 p-3 text-sm"
          >
            <p className="font-medium text-slate-900">{what}</p>
            <p className="mt-1 text-slate-700">{change.reason}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void act(() => api!.tryAgain(change))}>
                {t('common.status.tryAgain')}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => void act(() => api!.discard(change))}
              >
                {t('common.setAside.discard')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
