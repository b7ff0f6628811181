/**
 * The service worker is registered after the page has loaded and the browser is idle, from its
 * own chunk (workbox-window), so a public page's first load and its JavaScript budget carry none
 * of it. Only in a production build: the dev server has no service worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(() => {
      void import('@/lib/app-update/register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('The service worker was not registered.', error))
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
