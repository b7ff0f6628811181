import { lazyComponent } from '@/lib/lazy-component'
import { canReachBackend } from '@/lib/reachability'
import { toast } from '@/lib/toast'

/**
 * What every page has around it for a signed-in student only: the offline queue's status in the
 * header, the banner of work whose save failed, and the Logout flow's steps. page-shell.tsx loads
 * this module once the student is signed in (its parts suspend to page-shell's boundaries), and
 * each part here loads its own code on demand: the public pages' entry holds none of this code nor
 * the names of its files (issue 40, the landing budget).
 */

/**
 * The Logout prompt (changes still waiting). Its code comes with the signed-in page, not at
 * Logout (`loadSignOutGuard`): by then the student is often offline (that is why changes wait),
 * and a chunk that cannot load crashed the page.
 */
export const loadSignOutGuard = () => import('@/components/layout/sign-out-guard')
const SignOutGuardPart = lazyComponent(loadSignOutGuard)
/** The offline queue (its senders, its state). */
const OfflineSyncPart = lazyComponent(() => import('../offline-sync'))
/** Work whose save failed. */
const UnsavedWorkBannerPart = lazyComponent(async () => ({
  default: (await import('@/features/unsaved-work/components/unsaved-work-banner'))
    .UnsavedWorkBanner,
}))

export function SignOutGuard(props: {
  waiting: number
  onCancel: () => void
  onConfirm: () => void
}) {
  return <SignOutGuardPart {...props} />
}

export function OfflineSync({ userId }: { userId: string }) {
  return <OfflineSyncPart userId={userId} />
}

export function UnsavedWorkBanner({ userId }: { userId: string }) {
  return <UnsavedWorkBannerPart userId={userId} onSaved={refreshSavedWork} />
}

/**
 * Changes of the offline queue not yet in the database (0 when it was never loaded, or when its
 * module cannot load offline: Logout must still sign out).
 */
export async function changesWaiting(): Promise<number> {
  try {
    const { syncState } = await import('@/lib/offline-queue/sync')
    return syncState().waiting
  } catch {
    return 0
  }
}

/** How long a sign-out with a connection waits for the changes waiting to be sent. */
const SEND_AT_SIGN_OUT_MS = 5_000

/**
 * With the backend reached, what waits on this device is sent before signing out (sessions in
 * progress too), for at most SEND_AT_SIGN_OUT_MS. Never stops a sign-out: out of reach (offline,
 * or "lie-fi": lib/reachability.ts), or when the queue's module cannot load, the Logout prompt
 * says what waits.
 */
export async function sendBeforeSigningOut(userId: string) {
  if (!canReachBackend()) return
  try {
    const { sendBeforeSignOut } = await import('../offline-sync')
    await sendBeforeSignOut(userId, SEND_AT_SIGN_OUT_MS)
  } catch (error) {
    console.warn('The changes waiting could not be sent before signing out.', error)
  }
}

/**
 * After the sign-out: its failure said (the auth catalogue is not part of the public pages: it
 * comes for the message), and nothing of the signed-out student's data left cached for the next
 * one (the query client is loaded whenever data was shown; a chunk that cannot load means nothing
 * was cached), nor in the offline copy on this device (the queue's changes stay, to be sent at the
 * next sign-in, as the prompt said).
 */
export async function afterSignOut(userId: string | undefined, failed: boolean) {
  if (failed)
    await import('@/features/auth/model/auth-messages').then(
      ({ signOutFailed }) => toast.error(signOutFailed()),
      () => undefined,
    )
  await import('../query-client').then(
    ({ queryClient }) => queryClient.clear(),
    () => undefined,
  )
  if (userId) await forgetOfflineCopyOf(userId)
}

/** Never stops a sign-out: a chunk or a database that fails leaves the copy (per student). */
async function forgetOfflineCopyOf(userId: string) {
  try {
    const { forgetOfflineCopy } = await import('../offline-cache')
    await forgetOfflineCopy(userId)
  } catch (error) {
    console.warn('The offline copy could not be removed from this device.', error)
  }
}

/** Work saved after all (the banner's Save now, the connection back): lists are read again. */
async function refreshSavedWork() {
  const { queryClient } = await import('../query-client')
  await queryClient.invalidateQueries()
}
