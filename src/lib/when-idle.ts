/**
 * Runs `work` when the browser is next idle (at the latest after `timeout` ms), so it does not
 * share a task with what the page is doing now. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}
