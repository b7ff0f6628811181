/**
 * Ends the current task and goes on in a new one, so the page can paint and answer input between
 * the slices of long work (a PDF's pages, a book's chapters, a long source's parts, formulas to
 * speak, the offline queue's requests). `scheduler.yield` keeps our place ahead of other tasks
 * where the browser has it; else a MessageChannel message, which, unlike `setTimeout`, is neither
 * clamped to 4 ms when nested nor throttled to one a second in a background tab (a sync or a
 * long read goes on while the student is in another tab).
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
