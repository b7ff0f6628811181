import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { NavigateOptions, To } from 'react-router-dom'
import { hrefOf } from '@/components/layout/navigation'
import { activateLanguage } from '@/lib/i18n/i18n'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { preferredLanguage } from '@/lib/i18n/preference'
import { PSEUDO_LOCALE_KEY } from '@/lib/i18n/pseudo-text'
import './index.css'
import { AppRoot } from './providers'
import { loadPublicPage, PublicPage } from './public-page'
import { registerServiceWorkerWhenIdle } from './service-worker-start'

const container = document.getElementById('root')!
// Set by scripts/prerender.ts on a page rendered at build time; index.html's inline script drops
// the landing page's markup when another path was served it as the app's fallback.
const prerendered = container.dataset.prerendered === window.location.pathname

// The interface language (chosen here before, else the browser's) is in before the first render.
const language = preferredLanguage()
// Development and test builds only (VITE_PSEUDO_LOCALE): the pseudo-locale, when this browser
// asks for it. A production build leaves this out altogether.
const pseudo =
  (import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === 'true') &&
  localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on'
if (pseudo) (await import('@/lib/i18n/pseudo-locale')).speakPseudoEnglish()
await activateLanguage(language)

if (prerendered) await hydratePublicPage(language === DEFAULT_LANGUAGE && !pseudo)
else await (await import('./start-router')).startRouter(createRoot(container))
registerServiceWorkerWhenIdle()

/**
 * A prerendered public page hydrates without React Router (public-page.tsx); its first navigation
 * to another page loads the router, which takes over the same root. The pages are prerendered in
 * English: in another language the page renders anew over the English markup (`hydrate` false).
 */
async function hydratePublicPage(hydrate: boolean) {
  const page = await loadPublicPage(window.location.pathname)
  const navigation = {
    location: { pathname: window.location.pathname, hash: window.location.hash, state: null },
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
    if (url.pathname === window.location.pathname && !options?.state) {
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
    await startRouter(root, { to, options })
  }
}
