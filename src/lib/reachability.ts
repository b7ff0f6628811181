/**
 * Whether the app can reach its backend: the one answer every part that would otherwise ask
 * `navigator.onLine` asks here (issue 43, decision 028). The browser's word is not enough: on
 * "lie-fi" (Wi-Fi with no internet behind it, a captive portal, a dead mobile signal) it says
 * online while every request fails. So a request to the backend that fails with a network error
 * (fetch rejects: no HTTP answer at all) says "not reachable" too, and only an answer (any HTTP
 * status: a 4xx or 5xx is the backend speaking) or the browser's `online` event says "reachable"
 * again. While the browser says online but nothing is reached, a light probe asks the backend
 * again, at growing intervals, so the app comes back by itself with no `online` event.
 *
 * Requests tell it through fetchNotingReachability (lib/supabase.ts's fetch, the link source's
 * function); the backend's client names its probe (probeWith). It imports nothing: the landing
 * page's first load may hold it.
 */

let failed = false
/** What the listeners were last told canReachBackend answers. */
let announced = canReachBackend()
const listeners = new Set<() => void>()
let probe: (() => Promise<unknown>) | undefined
let probeTimer: ReturnType<typeof setTimeout> | undefined
const FIRST_PROBE_MS = 1_000
const LAST_PROBE_MS = 16_000
let probeDelayMs = FIRST_PROBE_MS

function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/** Whether a request to the backend can be expected to get an answer now. */
export function canReachBackend(): boolean {
  return browserSaysOnline() && !failed
}

/** Calls `listener` each time canReachBackend's answer changes. Returns the function that stops. */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Tells the listeners when the answer changed (the browser's word changes on its own), or always
 * when `anyway` (the browser's `online` event: a connection came, worth trying even if the answer
 * read the same).
 */
function announce(anyway = false) {
  const now = canReachBackend()
  if (now === announced && !anyway) return
  announced = now
  for (const listener of [...listeners]) listener()
}

function setFailed(next: boolean, announceAnyway = false) {
  failed = next
  if (next) scheduleProbe()
  else {
    clearTimeout(probeTimer)
    probeTimer = undefined
    probeDelayMs = FIRST_PROBE_MS
  }
  announce(announceAnyway)
}

/** Asks the backend again after a pause that doubles up to LAST_PROBE_MS, while it is needed. */
function scheduleProbe() {
  if (probeTimer !== undefined || !probe || !browserSaysOnline()) return
  probeTimer = setTimeout(() => {
    probeTimer = undefined
    // The probe goes through fetchNotingReachability: its answer or failure is noted there.
    void probe?.().catch(() => scheduleProbe())
  }, probeDelayMs)
  probeDelayMs = Math.min(probeDelayMs * 2, LAST_PROBE_MS)
}

/**
 * A fetch rejected without an HTTP answer (the connection failed: Chromium's 'Failed to fetch',
 * Firefox's 'NetworkError…', Safari's 'Load failed', all TypeErrors), not one the page aborted.
 */
export function isNetworkFailure(error: unknown, signal?: AbortSignal | null): boolean {
  return error instanceof TypeError && !signal?.aborted
}

/** fetch that tells the reachability what came of it: an answer, or a network failure. */
export async function fetchNotingReachability(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  let response: Response
  try {
    response = await fetch(input, init)
  } catch (error) {
    if (isNetworkFailure(error, init?.signal ?? (input instanceof Request ? input.signal : null)))
      setFailed(true)
    throw error
  }
  setFailed(false)
  return response
}

/**
 * How the backend is asked whether it answers (a cheap request through fetchNotingReachability).
 * Returns the function that puts the probe before it back.
 */
export function probeWith(ask: () => Promise<unknown>): () => void {
  const before = probe
  probe = ask
  if (failed) scheduleProbe()
  return () => {
    probe = before
  }
}

if (typeof window !== 'undefined') {
  // The browser says the connection is back: believed until a request fails again.
  window.addEventListener('online', () => setFailed(false, true))
  window.addEventListener('offline', () => {
    clearTimeout(probeTimer)
    probeTimer = undefined
    announce()
  })
}

/** Forgets what the last requests met, and stops probing (between tests). */
export function resetReachability(): void {
  setFailed(false)
}
