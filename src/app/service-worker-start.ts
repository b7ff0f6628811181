import { whenIdle } from '@/lib/when-idle'

/**
 * How long the page must have finished downloading nothing before the service worker's precache
 * may start, and how long after the page's start it starts at the latest (a page that keeps
 * fetching).
 */
const QUIET_MS = 1_000
const LATEST_MS = 10_000

/**
 * The service worker is registered, from its own chunk (workbox-window), once the page's start
 * is over (whenPageSettled: 5 s after `load` without a long task; a first visit does not need it
 * before), once no resource of the page has finished for QUIET_MS (the parts that load then,
 * such as the landing page's create panel when not reached before, are in), when the browser is
 * next idle; at the latest LATEST_MS after the start is over. Its install runs
 * sw.js and precaches the shell (2.7 MB, about 180 files) on the page's renderer process:
 * started at the first idle moment after `load`, it ran alongside hydration's and the idle
 * parts' tasks and lengthened them on a busy 2-core machine, and 1 s after the page's last
 * download it still fell in Lighthouse's window at times (docs/ARCHITECTURE.md §4.1). A
 * public page's first load and its JavaScript budget carry none of it. Only in a production
 * build: the dev server has no service worker. A page that Reload's switch to a new version
 * reloaded (version-switch.ts) registers at once, to carry on.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const registerNow = () => {
    void import('@/lib/app-update/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker was not registered.', error))
  }
  // Their own chunks (the wait's shared with the landing page's create panel's watch), asked for
  // at once: not in the entry, whose public pages' budget has no byte to spare.
  void Promise.all([import('@/lib/app-update/version-switch'), import('@/lib/when-page-settled')])
    .then(([{ switchUnderWay }, { whenEntriesQuiet, whenPageSettled }]) => {
      if (switchUnderWay()) return registerNow()
      whenPageSettled(() =>
        whenEntriesQuiet('resource', QUIET_MS, LATEST_MS, () => whenIdle(registerNow)),
      )
    })
    .catch((error: unknown) => console.warn('The service worker was not registered.', error))
}
