import { CloudUpload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { shownText } from '@/lib/i18n/error-text'
import { toast } from '@/lib/toast'
import { keptMessage, shownWaitingMessage } from '@/entities/unsaved-work/unsaved-messages'
import { useTranslation } from '@/lib/i18n/i18n'
import type { UnsavedWork } from '@/entities/unsaved-work/unsaved-work'

/** Loaded on first use: it brings the Supabase client, which the landing page does without. */
const loadUnsavedWork = () => import('@/entities/unsaved-work/unsaved-work')

/** The same list when nothing changed, so an unchanged answer re-renders nothing. */
function sameWorks(current: UnsavedWork[], next: UnsavedWork[]): UnsavedWork[] {
  const same =
    current.length === next.length && current.every((work, index) => work.id === next[index]?.id)
  return same ? current : next
}

/**
 * Work whose save failed and that no view shows any more (after a reload, or once the student
 * left the page that made it): '1 study guide is waiting to be saved' with Save now. It is also
 * saved without asking when the connection returns; `onSaved` then refreshes what the app shows.
 */
export function UnsavedWorkBanner({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const { t } = useTranslation()
  const [works, setWorks] = useState<UnsavedWork[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let active = true
    let unsubscribe = () => {}
    void loadUnsavedWork().then(({ listUnsaved, subscribeUnsaved, watchConnection }) => {
      if (!active) return
      const refresh = () =>
        void listUnsaved(userId).then((list) => {
          if (active) setWorks((current) => sameWorks(current, list))
        })
      refresh()
      watchConnection()
      unsubscribe = subscribeUnsaved((change) => {
        if (change.type === 'saved') onSaved()
        refresh()
      })
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [userId, onSaved])

  if (works.length === 0) return null

  async function saveNow() {
    setSaving(true)
    const { retryAllUnsaved } = await loadUnsavedWork()
    const outcomes = await retryAllUnsaved()
    setSaving(false)
    const failure = outcomes.find((outcome) => !outcome.saved)
    if (failure && !failure.saved) toast.error(shownText(failure.error.message, failure.error.spec))
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 print:hidden">
      <Alert tone="info" className="flex flex-wrap items-center gap-3">
        <CloudUpload className="h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{shownWaitingMessage(works)}</p>
          <p className="truncate text-indigo-700">{keptMessage(works.map((work) => work.title))}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void saveNow()} disabled={saving}>
          {t('sync.unsaved.saveNow')}
        </Button>
      </Alert>
    </div>
  )
}
