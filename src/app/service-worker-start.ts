import { switchUnderWay } from '@/lib/app-update/version-switch'
import { whenIdle } from '@/lib/when-idle'

/**
 * How long the page must have finished downloading nothing before the service worker's precache
 * may start, and how long after `load` it starts at the latest (a page that keeps fetching).
 */
const QUIET_MS = 1_000
const LATEST_AFTER_LOAD_MS = 10_000

/**
 * The service worker is registered, from its own chunk (workbox-window), once the page has
 * started: after `load`, once no resource of the page has finished for QUIET_MS (the parts drawn
 * once idle, such as the landing page's create panel and the feedback button, are in), when the
 * browser is next idle; at the latest LATEST_AFTER_LOAD_MS after `load`. Its install runs
 * sw.js and precaches the shell (2.7 MB, about 180 files) on the page's renderer process:
 * started at the first idle moment after `load`, it ran alongside hydration's and the idle
 * parts' tasks and lengthened them on a busy 2-core machine (docs/ARCHITECTURE.md §4.1). A
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
  if (switchUnderWay()) return registerNow()
  const register = () => whenIdle(registerNow)
  const afterLoad = () => whenDownloadsQuiet(register)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

/**
 * Runs `run` once no resource of the page has finished loading for QUIET_MS, or
 * LATEST_AFTER_LOAD_MS from now, whichever comes first (at once where the browser reports no
 * resource timing).
 */
function whenDownloadsQuiet(run: () => void) {
  if (typeof PerformanceObserver === 'undefined') return run()
  let done = false
  const finish = () => {
    if (done) return
    done = true
    window.clearTimeout(quiet)
    window.clearTimeout(latest)
    observer.disconnect()
    run()
  }
  let quiet = window.setTimeout(finish, QUIET_MS)
  const latest = window.setTimeout(finish, LATEST_AFTER_LOAD_MS)
  const observer = new PerformanceObserver(() => {
    window.clearTimeout(quiet)
    quiet = window.setTimeout(finish, QUIET_MS)
  })
  observer.observe({ type: 'resource' })
}
