import { useQueryClient } from '@tanstack/react-query'
import { CloudUpload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import {
  listUnsaved,
  retryAllUnsaved,
  subscribeUnsaved,
  waitingMessage,
  watchConnection,
  type UnsavedWork,
} from '@/entities/unsaved-work/unsaved-work'

/**
 * Work whose save failed and that no view shows any more (after a reload, or once the student
 * left the page that made it): '1 study guide is waiting to be saved' with Save now. It is also
 * saved without asking when the connection returns; every save refreshes what the app shows.
 */
export function UnsavedWorkBanner({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const [works, setWorks] = useState<UnsavedWork[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let active = true
    const refresh = () =>
      void listUnsaved(userId).then((list) => {
        if (active) setWorks(list)
      })
    refresh()
    watchConnection()
    const unsubscribe = subscribeUnsaved((change) => {
      // The saved guide, quiz or set now comes from the database: lists are read again.
      if (change.type === 'saved') void queryClient.invalidateQueries()
      refresh()
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [userId, queryClient])

  if (works.length === 0) return null

  async function saveNow() {
    setSaving(true)
    const outcomes = await retryAllUnsaved()
    setSaving(false)
    const failure = outcomes.find((outcome) => !outcome.saved)
    if (failure && !failure.saved) toast.error(failure.error.message)
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <Alert tone="info" className="flex flex-wrap items-center gap-3">
        <CloudUpload className="h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{waitingMessage(works)}</p>
          <p className="truncate text-indigo-700">
            {works.map((work) => `“${work.title}”`).join(', ')} — kept in this browser.
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void saveNow()} disabled={saving}>
          Save now
        </Button>
      </Alert>
    </div>
  )
}
