import type { Page } from '@playwright/test'

/** Resolves once the page has not scrolled for ten frames: a smooth scroll (index.css) is over. */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 10) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )

/**
 * Resolves once the screen stands still: its scrolling has stopped and every animation and
 * transition that ends has ended (a spinner's endless one is not waited for).
 */
export async function screenSettled(page: Page) {
  await scrollSettled(page)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
