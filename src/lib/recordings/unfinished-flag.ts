/**
 * A flag in localStorage that says an unfinished take may be waiting in IndexedDB: a page with no
 * take never loads the recordings' store or opens its database (the landing page stays light).
 */
const MAYBE_UNFINISHED = 'studywise.unfinished-recording'

export function flagUnfinished(on: boolean) {
  try {
    if (on) localStorage.setItem(MAYBE_UNFINISHED, '1')
    else localStorage.removeItem(MAYBE_UNFINISHED)
  } catch {
    // Storage refused (a private mode): recovery then cannot be offered; recording still works.
  }
}

/** Whether an unfinished take may be waiting (cheap: no database opened). */
export function mayHaveUnfinishedTakes(): boolean {
  try {
    return localStorage.getItem(MAYBE_UNFINISHED) !== null
  } catch {
    return false
  }
}
