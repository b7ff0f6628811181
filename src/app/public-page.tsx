import { useEffect, type ComponentType } from 'react'
import type { Navigation } from '@/components/layout/navigation'
import { blogSlugOf, paths } from '@/config/paths'
import { replayEarlyInput } from './early-input'
import { PageShell } from './routes/page-shell'

/** The route module of each public page, by its file's name in src/app/routes/. */
const pageModules = {
  'landing-route': async () => (await import('./routes/landing-route')).LandingRoute,
  'blog-route': async () => (await import('./routes/blog-route')).BlogRoute,
  'blog-post-route': async () => (await import('./routes/blog-post-route')).BlogPostRoute,
} satisfies Record<string, () => Promise<ComponentType>>

/**
 * Which route module draws a public page: scripts/prerender.ts preloads its built chunk in the
 * page's HTML (at low priority), so hydration does not wait for a request made only once the app
 * runs.
 */
export function publicPageModule(pathname: string): keyof typeof pageModules {
  if (pathname === paths.home) return 'landing-route'
  if (pathname === paths.blog) return 'blog-route'
  if (blogSlugOf(pathname) !== undefined) return 'blog-post-route'
  throw new Error(`${pathname} is not a public page`)
}

/**
 * The public pages (landing, blog, each post) without React Router: scripts/prerender.ts renders
 * them to HTML at build time and main.tsx hydrates them as they are, so their JavaScript holds
 * neither the router nor the rest of the app. The first navigation starts the router
 * (start-router.tsx) and goes on from there as inside the app.
 */
export function loadPublicPage(pathname: string): Promise<ComponentType> {
  return pageModules[publicPageModule(pathname)]()
}

export function PublicPage({
  page: Page,
  navigation,
}: {
  page: ComponentType
  navigation: Navigation
}) {
  // Hydrated: what the visitor clicked or chose before the app ran happens now.
  useEffect(replayEarlyInput, [])
  return (
    <PageShell navigation={navigation} footer>
      <Page />
    </PageShell>
  )
}
