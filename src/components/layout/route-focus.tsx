import { useEffect, useRef, useState } from 'react'

export const SITE_NAME = 'Studywise'

/** How long a new page may take to draw its main heading (a lazy route, then its data). */
const HEADING_WAIT_MS = 10_000

/** The page's title as the tab and a screen reader name it: its main heading and the site. */
export function pageTitle(heading: string): string {
  return `${heading} — ${SITE_NAME}`
}

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1')
}

/** Focus a page put somewhere itself (an opened dialog, a field it focused) stays there. */
function focusIsTaken(): boolean {
  const active = document.activeElement
  return (
    active instanceof HTMLElement &&
    active.closest('[role="dialog"], [role="alertdialog"]') !== null
  )
}

/**
 * Calls `found` with the main heading once the page draws it (now, or when it appears within
 * HEADING_WAIT_MS); returns the cleanup.
 */
function whenHeadingDrawn(found: (heading: HTMLElement) => void): () => void {
  const now = mainHeading()
  if (now) {
    found(now)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading()
    if (!heading) return
    stop()
    found(heading)
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * After a route change (never on the first load, where the browser starts at the top), the
 * keyboard moves to the new page's main heading and a polite live region says the page's
 * title, as a full page load would (WCAG 2.4.3). The document title follows the heading.
 */
export function RouteFocus({ pathname }: { pathname: string }) {
  const [announcement, setAnnouncement] = useState('')
  const shownPath = useRef<string | null>(null)

  useEffect(() => {
    const changed = shownPath.current !== null && shownPath.current !== pathname
    shownPath.current = pathname
    return whenHeadingDrawn((heading) => {
      // The landing page sets its own title, in the interface language (useDocumentMeta, below).
      if (pathname !== '/') document.title = pageTitle(heading.textContent?.trim() ?? '')
      const title = document.title
      if (!changed) return
      setAnnouncement(title)
      if (focusIsTaken()) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    })
  }, [pathname])

  return (
    // A bare live region, not role="status": the pages' own status messages stay the only ones.
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  )
}

/**
 * The tab's title and the page's description in the interface language, as the prerendered page
 * in that language carries them: for a page shown in another language than its address's (a
 * Spanish visitor at '/') and after a switch.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
