import { Workbox } from 'workbox-window'
import { reportUpdateReady } from './app-update'

/**
 * Registers the built app's service worker (scripts/pwa.ts generates /sw.js). A new version
 * installs in the background and waits; the app offers 'A new version is ready — Reload'
 * (app-update.ts), whose Reload lets it take over and reloads the page once it controls it.
 * When it has already taken over (Reload pressed in another tab: clientsClaim hands this page
 * to it too), it no longer waits, and Reload only loads the page again.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', ({ sw }) => {
    reportUpdateReady(() => {
      if (sw?.state !== 'installed') {
        window.location.reload()
        return
      }
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
}
