/**
 * A switch to a new version under way in this tab (register-service-worker.ts), kept in
 * sessionStorage across the reloads it may take: when Reload's ask leaves the new version waiting,
 * the page reloads anyway and the page that loads carries on. It ends when the new version takes
 * over or a page loads with no version waiting, after SWITCH_RELOADS_AT_MOST reloads, or
 * SWITCH_WITHIN_MS after Reload.
 * Small on purpose: the app's entry reads it (service-worker-start.ts).
 */
const KEY = 'studywise.version-switch'
export const SWITCH_RELOADS_AT_MOST = 3
const SWITCH_WITHIN_MS = 60_000

interface VersionSwitch {
  since: number
  reloads: number
}

function read(): VersionSwitch | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as VersionSwitch | null
    return stored && Date.now() - stored.since < SWITCH_WITHIN_MS ? stored : undefined
  } catch {
    return undefined
  }
}

function write(state: VersionSwitch | undefined) {
  try {
    if (state) sessionStorage.setItem(KEY, JSON.stringify(state))
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused (a private mode's quota): the switch takes one reload, as before.
  }
}

/** Whether this tab is on its way to a new version (Reload pressed less than a minute ago). */
export function switchUnderWay(): boolean {
  return read() !== undefined
}

/** Reload was pressed: a switch starts, unless one is under way. */
export function beginSwitch(): void {
  if (!read()) write({ since: Date.now(), reloads: 0 })
}

/** Counts one more reload of the switch: false, and the switch ends, when none is left. */
export function countSwitchReload(): boolean {
  const state = read()
  if (!state || state.reloads >= SWITCH_RELOADS_AT_MOST) {
    write(undefined)
    return false
  }
  write({ ...state, reloads: state.reloads + 1 })
  return true
}

/** The switch is over (the new version took over, or no version waits any more). */
export function endSwitch(): void {
  write(undefined)
}
