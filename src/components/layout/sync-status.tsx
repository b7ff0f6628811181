import { AlertTriangle, CloudOff, Check } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import '@/lib/offline-queue/sync-catalogue'
import type * as SyncApi from '@/lib/offline-queue/sync'
import SetAsideDialog from './set-aside-dialog'

type SyncModule = typeof SyncApi

/** The header's button to the changes set aside: '1 change not saved', '3 changes not saved'. */
export function notSavedText(refused: number): string {
  return translate('sync.status.notSaved', { count: refused })
}

/** 'Offline — 12 changes waiting', '12 changes waiting', 'All changes saved', or nothing. */
export function syncStatusText(state: {
  online: boolean
  waiting: number
  saved: boolean
}): string | null {
  const count = state.waiting
  if (!state.online)
    return translate(count > 0 ? 'sync.status.offlineWaiting' : 'sync.status.offline', { count })
  if (count > 0) return translate('sync.status.waiting', { count })
  return state.saved ? translate('sync.status.saved') : null
}

/**
 * The header's word on saving, for a signed-in student: it starts the offline queue's sync
 * (lib/offline-queue, loaded here on demand, not with the public pages).
 */
export default function SyncStatus({ userId }: { userId: string }) {
  const [sync, setSync] = useState<SyncModule | null>(null)
  useEffect(() => {
    let active = true
    void import('@/lib/offline-queue/sync').then((module) => {
      if (active) setSync(module)
    })
    return () => {
      active = false
    }
  }, [])
  useEffect(() => (sync ? sync.startSync(userId) : undefined), [sync, userId])
  return sync ? (
    <>
      <SyncStatusText sync={sync} />
      <SetAsideButton sync={sync} userId={userId} />
    </>
  ) : null
}

/** Shown while the server has refused changes for good: opens the list of them. */
function SetAsideButton({ sync, userId }: { sync: SyncModule; userId: string }) {
  // Drawn again in the language the student chooses.
  useTranslation()
  const { refused } = useSyncExternalStore(sync.subscribeSync, sync.syncState, sync.syncState)
  const [open, setOpen] = useState(false)
  return (
    <>
      {refused > 0 ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="flex min-h-6 min-w-0 items-center gap-1 rounded text-xs font-medium text-red-700 underline hover:text-red-800 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="leading-tight" data-save-status>
            {notSavedText(refused)}
          </span>
        </button>
      ) : null}
      {open ? <SetAsideDialog userId={userId} open={open} onOpenChange={setOpen} /> : null}
    </>
  )
}

function SyncStatusText({ sync }: { sync: SyncModule }) {
  useTranslation()
  const state = useSyncExternalStore(sync.subscribeSync, sync.syncState, sync.syncState)
  const text = syncStatusText(state)
  return (
    // A bare live region, not role="status": the pages' own status messages stay the only ones.
    <span
      aria-live="polite"
      aria-atomic="true"
      className="flex min-w-0 items-center gap-1 text-xs text-slate-700"
    >
      {text ? (
        <>
          {state.online ? (
            <Check className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          <span className="leading-tight" data-save-status>
            {text}
          </span>
        </>
      ) : null}
    </span>
  )
}
