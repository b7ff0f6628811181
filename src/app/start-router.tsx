import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import { RouterProvider, type NavigateOptions, type To } from 'react-router-dom'
import { guideUpdateChange } from '@/entities/study-guide/guide-update'
import { loadStoredSession, storedSessionUserId } from '@/features/auth/api/auth-provider'
import { prepareDateFormat } from '@/lib/i18n/format'
import { canReachBackend } from '@/lib/reachability'
import { whenIdle } from '@/lib/when-idle'
import { AppRoot } from './providers'
import { createAppRouter, loadMatchedRoutes } from './router'

/** A navigation asked for on a public page before the router ran (see public-page.tsx). */
export interface FirstNavigation {
  to: To
  options?: NavigateOptions
}

/**
 * Renders the app's router into `root`. Leaving a public page, the router first draws that page
 * itself (its route modules loaded first, so there is no empty frame), then navigates as any link
 * inside the app does: route focus, title and scroll behave as on every later navigation.
 */
export async function startRouter(root: Root, leaving?: FirstNavigation): Promise<void> {
  // A signed-in page's session is read as soon as its client is in: fetched beside the route's
  // files, not once the first render has run (AuthProvider's effect).
  const signedIn = loadStoredSession()
  readOfflineCopyEarly()
  // Made while the page waits for the route's files, not in the signed-in page's first render.
  if (signedIn) whenIdle(prepareDateFormat)
  if (leaving) await loadMatchedRoutes(window.location)
  const router = createAppRouter(leaving !== undefined)
  flushSync(() =>
    root.render(
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>,
    ),
  )
  if (leaving) await router.navigate(leaving.to, leaving.options)
}

/**
 * A signed-in page opened with the backend out of reach (lib/reachability.ts) puts the student's
 * offline copy back before its first render:
 * its read from IndexedDB starts now, beside the route's files (offline-copy-store.ts).
 */
function readOfflineCopyEarly() {
  const userId = storedSessionUserId()
  if (canReachBackend() || !userId) return
  void import('@/lib/offline-data/offline-copy-store').then(
    ({ startReadingForRestore }) => startReadingForRestore(userId, guideUpdateChange),
    // Its code not at hand: the restore reads the copy itself, as before.
    () => undefined,
  )
}
