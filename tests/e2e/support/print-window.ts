import type { Page } from '@playwright/test'

/**
 * The PDF export's print window (src/lib/export/print-document.ts) with its print dialog stubbed:
 * headless Chromium has none. Each window the page opens gets a print() that counts its calls on
 * the opener's <html data-printed>. Run in the page (`page.evaluate`) or before it loads
 * (`page.addInitScript`).
 */
export function countPrintDialogs() {
  const open = window.open.bind(window)
  window.open = (...args: Parameters<typeof window.open>) => {
    const opened = open(...args)
    if (opened)
      opened.print = () => {
        const root = document.documentElement
        root.dataset.printed = String(Number(root.dataset.printed ?? 0) + 1)
      }
    return opened
  }
}

/** Presses a button that makes a PDF and returns the print window it opens. */
export async function printWindowOf(page: Page, button: ReturnType<Page['getByRole']>) {
  const opened = page.waitForEvent('popup')
  await button.click()
  return opened
}
