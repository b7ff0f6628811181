import { expect, type Page } from '@playwright/test'

/**
 * Waits until the app's service worker is active (its precache complete) and controls the page,
 * with no reload: from then on the page's lazy chunks come from the precache when offline
 * (scripts/pwa.ts, clientsClaim). A worker without clientsClaim never controls a first visit.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page of a first visit',
      timeout: 10_000,
    })
    .toBe(true)
}

/** The page's uncaught errors, collected from now on ('Failed to fetch dynamically imported module'). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
