import { prerender } from 'react-dom/static'
import { pageTitle } from '@/components/layout/route-focus'
import { blogSlugOf, paths } from '@/config/paths'
import { findPost, posts } from '@/features/blog/model/posts'
import { activateLanguage, translate } from '@/lib/i18n/i18n'
import { languageOfPath, localizedPath, withoutLanguage } from '@/lib/i18n/language-path'
import { DEFAULT_LANGUAGE, directionOf, languages, type LanguageCode } from '@/lib/i18n/languages'
import { AppRoot } from './providers'
import { loadPublicPage, PublicPage, publicPageModule } from './public-page'

/**
 * Build-time rendering of the public pages: `scripts/prerender.ts` writes their HTML
 * into dist/, so the first paint does not wait for JavaScript; main.tsx hydrates it (public-page.tsx). Signed-in
 * pages are never prerendered (they depend on the visitor). Each page is written once per
 * interface language, at its address in that language (lib/i18n/language-path.ts).
 */
const publicPaths: readonly string[] = [
  paths.home,
  paths.blog,
  ...posts.map((post) => paths.blogPost(post.slug)),
]

/** Every page in every language: '/', '/es', …, '/blog', '/es/blog', … */
export const prerenderedPaths: readonly string[] = publicPaths.flatMap((path) =>
  languages.map(({ code }) => localizedPath(path, code)),
)

export interface PageMeta {
  title: string
  description: string
  language: LanguageCode
  dir: 'ltr' | 'rtl'
  /** The same page in each language ('x-default': English), for hreflang links and the sitemap. */
  alternates: { hreflang: string; path: string }[]
}

/** The page's alternates: the seven languages and x-default (English). */
function alternatesOf(path: string): PageMeta['alternates'] {
  const page = withoutLanguage(path)
  return [
    ...languages.map(({ code }) => ({ hreflang: code, path: localizedPath(page, code) })),
    { hreflang: 'x-default', path: page },
  ]
}

/**
 * The <head> a prerendered page carries, in its language (the same title RouteFocus sets). Call
 * after renderPage(path), which loads that language and the page's catalogues.
 */
export function pageMeta(path: string): PageMeta {
  const language = languageOfPath(path) ?? DEFAULT_LANGUAGE
  const page = withoutLanguage(path)
  const post = findPost(blogSlugOf(page))
  const [title, description] =
    page === paths.home
      ? [translate('landing.meta.title'), translate('landing.meta.description')]
      : page === paths.blog
        ? [pageTitle(translate('blog.title')), translate('blog.metaDescription')]
        : [pageTitle(post?.title ?? ''), post?.excerpt ?? '']
  return {
    title,
    description,
    language,
    dir: directionOf(language),
    alternates: alternatesOf(path),
  }
}

/** The source file of the route module that draws the page at `path` (preloaded in its HTML). */
export function routeModuleSource(path: string): string {
  return `src/app/routes/${publicPageModule(withoutLanguage(path))}.tsx`
}

export async function renderPage(path: string): Promise<string> {
  await activateLanguage(languageOfPath(path) ?? DEFAULT_LANGUAGE)
  const page = withoutLanguage(path)
  const Page = await loadPublicPage(page)
  // Links are only drawn here; nothing navigates at build time.
  const navigation = {
    location: { pathname: page, hash: '', state: null },
    navigate: () => {
      throw new Error('no navigation while prerendering')
    },
  }
  // Rendered once every lazy part is in (a post's markdown body), so the HTML is the whole page.
  const { prelude } = await prerender(
    <AppRoot>
      <PublicPage page={Page} navigation={navigation} />
    </AppRoot>,
  )
  return new Response(prelude).text()
}
