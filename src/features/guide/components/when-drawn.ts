/** How long a section waits for the guide's body to load before the title is focused instead. */
const WAIT_MS = 10_000

/**
 * Calls `then` once `container` no longer shows `placeholder` (a part still loading, found by
 * that selector): at once when it does not, else when its content replaces it (or after
 * WAIT_MS, whatever shows then).
 */
export function whenDrawn(container: HTMLElement | null, placeholder: string, then: () => void) {
  if (!container?.querySelector(placeholder)) {
    then()
    return
  }
  const done = () => {
    observer.disconnect()
    clearTimeout(timer)
    then()
  }
  const observer = new MutationObserver(() => {
    if (!container.querySelector(placeholder)) done()
  })
  const timer = setTimeout(done, WAIT_MS)
  observer.observe(container, { childList: true, subtree: true })
}
