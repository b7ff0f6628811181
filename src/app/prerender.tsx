import { prerender } from 'react-dom/static'
import { pageTitle } from '@/components/layout/route-focus'
import { blogSlugOf, paths } from '@/config/paths'
import { findPost, posts } from '@/features/blog/model/posts'
import { AppRoot } from './providers'
import { loadPublicPage, PublicPage } from './public-page'

/**
 * Build-time rendering of the public pages: `scripts/prerender.ts` writes their HTML
 * into dist/, so the first paint does not wait for JavaScript; main.tsx hydrates it (public-page.tsx). Signed-in
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
  const post = findPost(blogSlugOf(path))
  return post ? { title: pageTitle(post.title), description: post.excerpt } : {}
}

export async function renderPage(path: string): Promise<string> {
  const page = await loadPublicPage(path)
  // Links are only drawn here; nothing navigates at build time.
  const navigation = {
    location: { pathname: path, hash: '', state: null },
    navigate: () => {
      throw new Error('no navigation while prerendering')
    },
  }
  // Rendered once every lazy part is in (a post's markdown body), so the HTML is the whole page.
  const { prelude } = await prerender(
    <AppRoot>
      <PublicPage page={page} navigation={navigation} />
    </AppRoot>,
  )
  return new Response(prelude).text()
}
