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
    cancel = quietFor(run)
  }
  if (document.readyState === 'complete') afterLoad()
  else {
    window.addEventListener('load', afterLoad, { once: true })
    cancel = () => window.removeEventListener('load', afterLoad)
  }
  return () => cancel()
}

function quietFor(run: () => void): () => void {
  let quiet = window.setTimeout(finish, SETTLED_QUIET_MS)
  const latest = window.setTimeout(finish, SETTLED_LATEST_MS)
  const observer = longTaskObserver(() => {
    window.clearTimeout(quiet)
    quiet = window.setTimeout(finish, SETTLED_QUIET_MS)
  })
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

function longTaskObserver(onLongTask: () => void): PerformanceObserver | undefined {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('longtask')
  )
    return undefined
  const observer = new PerformanceObserver(onLongTask)
  observer.observe({ type: 'longtask' })
  return observer
}
