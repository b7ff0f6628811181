/**
 * How long the page must have run no long task (over 50 ms) before its start is over: the quiet
 * window of Time to Interactive, which closes the window Total Blocking Time counts in.
 */
export const SETTLED_QUIET_MS = 5_000
/** At the latest this long after `load` (a page that keeps running long tasks). */
const SETTLED_LATEST_MS = 15_000

/**
 * Runs `run` once the page's start is over: after `load`, once no long task has run for
 * SETTLED_QUIET_MS, at the latest SETTLED_LATEST_MS after `load` (after SETTLED_QUIET_MS where
 * the browser reports no long tasks). Work a first visit does not need in its first seconds
 * (a part far below the screen, the service worker's precache) waits for it, so none of its
 * tasks falls where they delay the page's first use. Returns a function that cancels it.
 */
export function whenPageSettled(run: () => void): () => void {
  let cancel = () => {}
  const afterLoad = () => {
    cancel = whenEntriesQuiet('longtask', SETTLED_QUIET_MS, SETTLED_LATEST_MS, run)
  }
  if (document.readyState === 'complete') afterLoad()
  else {
    window.addEventListener('load', afterLoad, { once: true })
    cancel = () => window.removeEventListener('load', afterLoad)
  }
  return () => cancel()
}

/**
 * Runs `run` once the browser has reported no performance entry of `type` (a long task, a
 * resource that finished loading) for `quietMs`, or `latestMs` from now, whichever comes first;
 * after `quietMs` where the browser does not report that type. Returns a function that cancels it.
 */
export function whenEntriesQuiet(
  type: 'longtask' | 'resource',
  quietMs: number,
  latestMs: number,
  run: () => void,
): () => void {
  let quiet = window.setTimeout(finish, quietMs)
  const latest = window.setTimeout(finish, latestMs)
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes(type)
      ? new PerformanceObserver(() => {
          window.clearTimeout(quiet)
          quiet = window.setTimeout(finish, quietMs)
        })
      : undefined
  observer?.observe({ type })
  function stop() {
    window.clearTimeout(quiet)
    window.clearTimeout(latest)
    observer?.disconnect()
  }
  function finish() {
    stop()
    run()
  }
  return stop
}
