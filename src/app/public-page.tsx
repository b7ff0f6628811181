import type { ComponentType } from 'react'
import type { Navigation } from '@/components/layout/navigation'
import { blogSlugOf, paths } from '@/config/paths'
import { PageShell } from './routes/page-shell'

/**
 * The public pages (landing, blog, each post) without React Router: scripts/prerender.ts renders
 * them to HTML at build time and main.tsx hydrates them as they are, so their JavaScript holds
 * neither the router nor the rest of the app. The first navigation starts the router
 * (start-router.tsx) and goes on from there as inside the app.
 */
export async function loadPublicPage(pathname: string): Promise<ComponentType> {
  if (pathname === paths.home) return (await import('./routes/landing-route')).LandingRoute
  if (pathname === paths.blog) return (await import('./routes/blog-route')).BlogRoute
  if (blogSlugOf(pathname) !== undefined)
    return (await import('./routes/blog-post-route')).BlogPostRoute
  throw new Error(`${pathname} is not a public page`)
}

export function PublicPage({
  page: Page,
  navigation,
}: {
  page: ComponentType
  navigation: Navigation
}) {
  return (
    <PageShell navigation={navigation} footer>
      <Page />
    </PageShell>
  )
}
