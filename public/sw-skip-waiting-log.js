// Loaded by the service worker (scripts/pwa.ts, Workbox's importScripts) before Workbox's own
// listener. A test hook, silent: each SKIP_WAITING message this worker receives, with its state
// then and the time since this worker's script started (a restarted worker starts a new log),
// kept in `self.skipWaitingLog` for installed.spec to read through Playwright. It changes nothing.
self.skipWaitingLog = []
const skipWaitingLogStart = Date.now()
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'SKIP_WAITING') return
  self.skipWaitingLog.push({
    msSinceStart: Date.now() - skipWaitingLogStart,
    state: self.serviceWorker ? self.serviceWorker.state : null,
  })
})
