/* global FetchEvent, ExtendableEvent */
// Loaded by the service worker (scripts/pwa.ts, Workbox's importScripts) before Workbox's own
// listeners. A test hook, silent, that changes nothing the worker does; installed.spec reads it
// through Playwright. Times are epoch milliseconds (Date.now()), so two workers' logs compare;
// a restarted worker starts new logs.
// - self.skipWaitingLog: each SKIP_WAITING message this worker receives, with its state then.
// - self.stateLog: this worker's state changes (installed, activating, activated, redundant).
// - self.eventLog: each event this worker handles (fetch, message, install, activate): when it
//   was dispatched, and each respondWith and waitUntil promise with the time it settled (null
//   while still open): a skipped-waiting worker activates only once the active worker has no
//   work (the single-tab Reload race, stops 59 to 61; its cause, the active worker starting at
//   the first ask, is in docs/ARCHITECTURE.md 'Reload that did not take over').
self.skipWaitingLogStart = Date.now()
self.skipWaitingLog = []
self.stateLog = []
self.eventLog = []

function logSettling(entry, kind, promise) {
  const open = { kind, start: Date.now(), end: null }
  entry.promises.push(open)
  Promise.resolve(promise).then(
    () => (open.end = Date.now()),
    () => (open.end = Date.now()),
  )
}

const respondWith = FetchEvent.prototype.respondWith
FetchEvent.prototype.respondWith = function (response) {
  if (this.logEntry) logSettling(this.logEntry, 'respondWith', response)
  return respondWith.call(this, response)
}
const waitUntil = ExtendableEvent.prototype.waitUntil
ExtendableEvent.prototype.waitUntil = function (promise) {
  if (this.logEntry) logSettling(this.logEntry, 'waitUntil', promise)
  return waitUntil.call(this, promise)
}

for (const type of ['fetch', 'message', 'install', 'activate']) {
  self.addEventListener(type, (event) => {
    const entry = {
      type,
      url: type === 'fetch' ? event.request.url : undefined,
      mode: type === 'fetch' ? event.request.mode : undefined,
      data: type === 'message' && event.data ? event.data.type : undefined,
      start: Date.now(),
      promises: [],
    }
    event.logEntry = entry
    self.eventLog.push(entry)
    keepEventLogShort()
  })
}

// The last 100 events, and every older one still open.
function keepEventLogShort() {
  if (self.eventLog.length <= 200) return
  const isOpen = (entry) => entry.promises.some((promise) => promise.end === null)
  self.eventLog = self.eventLog.slice(0, -100).filter(isOpen).concat(self.eventLog.slice(-100))
}

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'SKIP_WAITING') return
  self.skipWaitingLog.push({
    at: Date.now(),
    msSinceStart: Date.now() - self.skipWaitingLogStart,
    state: self.serviceWorker ? self.serviceWorker.state : null,
  })
})

if (self.serviceWorker) {
  self.serviceWorker.addEventListener('statechange', () =>
    self.stateLog.push({ at: Date.now(), state: self.serviceWorker.state }),
  )
}
