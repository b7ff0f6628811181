import { ON_DEMAND_CACHE } from './kept-translations'

/**
 * What a first visit loaded before the service worker held the page. The worker installs while
 * that page loads and keeps an on-demand file (KaTeX, PDFium, OCR, media: scripts/pwa.ts) only
 * as it fetches it, so a formula drawn on the first visit was plain TeX after an offline reload.
 * Once the worker controls the page, each same-origin hashed file (/assets/) the page loaded and
 * no cache holds (the precache holds the shell's) goes into the on-demand cache.
 */
export async function keepFilesLoadedBeforeTheWorker(): Promise<void> {
  if (typeof caches === 'undefined') return
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  )
  const cache = await caches.open(ON_DEMAND_CACHE)
  // One at a time: if the connection goes meanwhile, what is kept stays and the rest is cached at
  // its next use (the caller reports the failure).
  for (const file of loaded)
    if (!(await caches.match(file, { ignoreVary: true }))) await cache.add(file)
}
