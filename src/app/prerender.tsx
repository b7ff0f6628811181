import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { pageTitle } from '@/components/layout/route-focus'
import { paths } from '@/config/paths'
import { findPost, posts } from '@/features/blog/model/posts'
import { AppProviders } from './providers'
import { routes } from './router'

/**
 * Build-time rendering of the public pages (issue #21): `scripts/prerender.ts` writes their HTML
 * into dist/, so the first paint does not wait for JavaScript; main.tsx hydrates it. Signed-in
 * pages are never prerendered (they depend on the visitor).
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.blog,
  ...posts.map((post) => paths.blogPost(post.slug)),
]

export interface PageMeta {
  /** Absent: index.html's own title and description stay. */
  title?: string
  description?: string
}

/** The title and description a prerendered page's <head> carries (the same title RouteFocus sets). */
export function pageMeta(path: string): PageMeta {
  if (path === paths.blog)
    return {
      title: pageTitle('The Studywise Blog'),
      description: 'News from the Studywise beta, and ideas for studying smarter.',
    }
  const post = path.startsWith(`${paths.blog}/`)
    ? findPost(decodeURIComponent(path.slice(paths.blog.length + 1)))
    : undefined
  return post ? { title: pageTitle(post.title), description: post.excerpt } : {}
}

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <AppProviders>
        {/* No loaders, so no data to carry over: main.tsx starts the browser router as loaded. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
}
