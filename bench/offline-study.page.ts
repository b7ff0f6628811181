/**
 * What bench/offline-study.ts runs inside the page: a recorder, installed before the app's
 * code, of long main-thread tasks and of when things appeared (by the page's own clock,
 * performance.now()), and the writer that puts queued changes into the app's IndexedDB queue
 * (src/lib/offline-queue/queue-store.ts, in the version the app opened it) as the app writes them.
 */

import type { Page } from '@playwright/test'

export interface PageTimes {
  longTasks: { start: number; duration: number }[]
  /** When the text first appeared, by text. */
  seen: Record<string, number>
  /** When the browser last said it was back online. */
  online?: number
  /** The last click (the student's tap on Study). */
  click?: number
}

/** Resolves when the page first shows `text` (one of those recordTimes watches). */
export function seen(page: Page, text: string, timeout = 30_000): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === `seen: ${text}`,
    timeout,
  })
}

/** Installed with addInitScript: records long tasks and when each watched text first shows. */
export function recordTimes(watched: string[]): void {
  const times: PageTimes = { longTasks: [], seen: {} }
  Object.assign(window, { __times: times })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      times.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('online', () => (times.online = performance.now()))
  addEventListener('click', () => (times.click = performance.now()), true)
  // Read in the next frame, before it is painted, after the document changed, once the HTML is
  // parsed (the app renders only then): reading innerText lays the page out, and doing it at
  // every mutation (the landing markup the shell drops, each React commit) cost the page ~0.4 s
  // of main thread on a cold start.
  // No named inner functions: tsx's keepNames would wrap them in a helper the page lacks.
  let pending = false
  new MutationObserver(() => {
    if (pending || document.readyState === 'loading') return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      const text = document.body?.innerText ?? ''
      for (const wanted of watched)
        if (times.seen[wanted] === undefined && text.includes(wanted)) {
          times.seen[wanted] = performance.now()
          // Told to the bench through the console: waiting through Playwright's locators would
          // inject and run its script in the page during the cold start it times.
          console.debug(`seen: ${wanted}`)
        }
    })
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

/** Adds changes to the app's offline queue, in order, in one transaction. */
export async function writeQueue(
  changes: { id: string; userId: string; kind: string; payload: unknown }[],
): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    // No version: the one the app's first visit created (its indexes are the app's to make).
    const open = indexedDB.open('studywise-offline-queue')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const tx = db.transaction('changes', 'readwrite')
  const createdAt = new Date().toISOString()
  for (const change of changes) tx.objectStore('changes').add({ ...change, createdAt, attempts: 0 })
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve
    tx.onerror = () => reject(tx.error)
  })
  db.close()
  return changes.length
}
