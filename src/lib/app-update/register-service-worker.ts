import { Workbox } from 'workbox-window'
import { reportUpdateReady } from './app-update'
import { beginSwitch, countSwitchReload, endSwitch, switchUnderWay } from './version-switch'

/**
 * Registers the built app's service worker (scripts/pwa.ts generates /sw.js). A new version
 * installs in the background and waits; the app offers 'A new version is ready — Reload'
 * (app-update.ts), whose Reload lets it take over and reloads the page once it controls it.
 * When it has already taken over (Reload pressed in another tab: clientsClaim hands this page
 * to it too), it no longer waits, and Reload only loads the page again. A page that a switch
 * reloaded while the version still waited (switchTo) carries on at once, without the notice; if
 * the version no longer waits, it loads once more, the switch over: the old worker may have
 * served it just before the browser activated the new one, which serves the next load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', ({ sw }) => {
    const takeOver = () => switchTo(workbox, sw)
    if (switchUnderWay()) takeOver()
    else reportUpdateReady(takeOver)
  })
  // The first version to control this page (a first visit; workbox-window's isUpdate is false
  // then): what the page loaded before it is kept for offline use too (kept-first-visit.ts).
  workbox.addEventListener('controlling', ({ isUpdate }) => {
    if (isUpdate === false)
      import('@/lib/offline-data/kept-first-visit')
        .then(({ keepFilesLoadedBeforeTheWorker }) => keepFilesLoadedBeforeTheWorker())
        .catch((error: unknown) =>
          console.warn('Files of the first visit were not kept for offline use.', error),
        )
  })
  const registration = await workbox.register()
  if (switchUnderWay() && !registration?.waiting) {
    // The new version took over as this page loaded, maybe after the old one had served it.
    endSwitch()
    window.location.reload()
  }
}

/** How long Reload waits for the new version to take over before it reloads the page anyway. */
export const TAKE_OVER_WITHIN_MS = 3_000

/**
 * Asks the waiting version to take over and reloads the page once it controls it. Chromium
 * activates a version that skipped waiting only once the active worker has no work; it asks that
 * worker to stop at once only if it is running at the first ask, and only the first ask does
 * (later ones queue): if it was starting or stopping then, the version waits until the worker's
 * idle timeout (30 s, never while DevTools is attached: 1 e2e run in 10 to 30). Every navigation
 * in the scope makes Chromium try again, so when the version has not taken over within
 * TAKE_OVER_WITHIN_MS, the page reloads anyway, and the page that loads carries on
 * (version-switch.ts; it registers at once: service-worker-start.ts), SWITCH_RELOADS_AT_MOST
 * times at most.
 */
function switchTo(workbox: Workbox, sw: ServiceWorker | undefined) {
  if (sw?.state !== 'installed') {
    window.location.reload()
    return
  }
  beginSwitch()
  workbox.addEventListener('controlling', () => {
    endSwitch()
    window.location.reload()
  })
  workbox.messageSkipWaiting()
  window.setTimeout(() => {
    if (sw.state !== 'installed') return
    if (countSwitchReload()) window.location.reload()
    else reportUpdateReady(() => switchTo(workbox, sw))
  }, TAKE_OVER_WITHIN_MS)
}
