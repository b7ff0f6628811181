import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { NavigateOptions, To } from 'react-router-dom'
import { hrefOf } from '@/components/layout/navigation'
import { activateLanguage } from '@/lib/i18n/i18n'
import { languageOfPath, withoutLanguage } from '@/lib/i18n/language-path'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { preferredLanguage } from '@/lib/i18n/preference'
import { PSEUDO_LOCALE_KEY } from '@/lib/i18n/pseudo-text'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'
import './index.css'
import { AppRoot } from './providers'
import { loadPublicPage, PublicPage } from './public-page'
import { registerServiceWorkerWhenIdle } from './service-worker-start'

const container = document.getElementById('root')!
// Set by scripts/prerender.ts on a page rendered at build time; index.html's inline script drops
// the landing page's markup when another path was served it as the app's fallback.
const prerendered = container.dataset.prerendered === window.location.pathname
// A prerendered page is painted already: its start goes on in tasks of its own (the app's modules
// were evaluated in this one; then the language, the page's module, hydration), each short enough
// that a phone's slower CPU does not make it a long task (docs/decisions/026, session 66).
if (prerendered) await yieldToEventLoop()

// The interface language is in before the first render: an address in a language ('/es/blog',
// lib/i18n/language-path.ts) shows the page in that language, else the one chosen here before,
// else the browser's. The address's language is not remembered: only a choice is.
const pageLanguage = languageOfPath(window.location.pathname)
const language = pageLanguage ?? preferredLanguage()
// Development and test builds only (VITE_PSEUDO_LOCALE): the pseudo-locale, when this browser
// asks for it. A production build leaves this out altogether.
const pseudo =
  (import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === 'true') &&
  localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on'
if (pseudo) (await import('@/lib/i18n/pseudo-locale')).speakPseudoEnglish()
await activateLanguage(language)

if (prerendered) await hydratePublicPage(language === (pageLanguage ?? DEFAULT_LANGUAGE) && !pseudo)
else {
  dropLanguageFromAddress()
  await (await import('./start-router')).startRouter(createRoot(container))
}
registerServiceWorkerWhenIdle()

/**
 * The app's routes know each page at its own path: an address in a language ('/es/blog') is
 * replaced by the page's ('/blog'), the language already active, before the router reads it.
 */
function dropLanguageFromAddress() {
  const { pathname, search, hash } = window.location
  if (languageOfPath(pathname))
    window.history.replaceState(window.history.state, '', withoutLanguage(pathname) + search + hash)
}

/**
 * A prerendered public page hydrates without React Router (public-page.tsx); its first navigation
 * to another page loads the router, which takes over the same root. Each page is prerendered in
 * each language at its own address: in a language other than the address's (a Spanish visitor on
 * '/'), the page renders anew over the markup (`hydrate` false).
 */
async function hydratePublicPage(hydrate: boolean) {
  const shownPath = withoutLanguage(window.location.pathname)
  const page = await loadPublicPage(shownPath)
  await yieldToEventLoop()
  const navigation = {
    location: { pathname: shownPath, hash: window.location.hash, state: null },
    navigate: leave,
  }
  // Hydrating in a transition lets React yield to the browser every few milliseconds (React 19
  // hydrates a plain hydrateRoot in one task, which Lighthouse's 4x slower CPU makes a long
  // one); the page is already painted, so nothing waits for it.
  let root!: Root
  const app = (
    <AppRoot>
      <PublicPage page={page} navigation={navigation} />
    </AppRoot>
  )
  startTransition(() => {
    if (hydrate) root = hydrateRoot(container, app)
    else {
      root = createRoot(container)
      root.render(app)
    }
  })
  async function leave(to: To, options?: NavigateOptions) {
    const url = new URL(hrefOf(to), window.location.href)
    // Within this page (the brand link, the header's Features) only the history entry and the
    // scroll position change, as React Router's ScrollRestoration does it.
    if (url.pathname === shownPath && !options?.state) {
      url.pathname = window.location.pathname
      const replace = options?.replace || url.href === window.location.href
      window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url.href)
      const section = url.hash
        ? document.getElementById(decodeURIComponent(url.hash.slice(1)))
        : null
      if (section) section.scrollIntoView()
      else window.scrollTo(0, 0)
      return
    }
    const { startRouter } = await import('./start-router')
    dropLanguageFromAddress()
    await startRouter(root, { to, options })
  }
}
