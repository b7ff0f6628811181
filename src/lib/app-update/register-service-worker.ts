import { Workbox } from 'workbox-window'
import { reportUpdateReady } from './app-update'

/**
 * Registers the built app's service worker (scripts/pwa.ts generates /sw.js). A new version
 * installs in the background and waits; the app offers 'A new version is ready — Reload'
 * (app-update.ts), whose Reload lets it take over and reloads the page once it controls it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    reportUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
}
