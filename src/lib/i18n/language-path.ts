import { blogSlugOf, paths } from '@/config/paths'
import { DEFAULT_LANGUAGE, languages, type LanguageCode } from './languages'

/**
 * The public pages' addresses per language (docs/DEPLOY.md, "Public pages per language"): English
 * at the page's own path ('/', '/blog', '/blog/<slug>'), every other language under its code
 * ('/es', '/es/blog', '/zh-CN/blog/<slug>'). The build writes one HTML file per language and page;
 * the app reads the language from the address and shows the page at its own path.
 */
const PREFIXED = languages.filter(({ code }) => code !== DEFAULT_LANGUAGE).map(({ code }) => code)

/** The language an address is in: its first segment's code, else undefined ('/blog'). */
export function languageOfPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split('/')[1]
  return PREFIXED.find((code) => code === first)
}

/** The page an address shows, without its language: '/es' → '/', '/es/blog' → '/blog'. */
export function withoutLanguage(pathname: string): string {
  const code = languageOfPath(pathname)
  return code ? pathname.slice(code.length + 1) || '/' : pathname
}

/** The address of `path` in `code`: '/' in Spanish is '/es', '/blog' is '/es/blog'. */
export function localizedPath(path: string, code: LanguageCode): string {
  if (code === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${code}` : `/${code}${path}`
}

/**
 * A link's address in `code` when it leads to a public page, so a translated page links to its
 * language's pages ('/blog' → '/es/blog', '/#features' → '/es#features'); any other as given.
 */
export function localizedHref(href: string, code: LanguageCode): string {
  const [, path = '', rest = ''] = /^(\/[^?#]*)(.*)$/.exec(href) ?? []
  const isPublic = path === paths.home || path === paths.blog || blogSlugOf(path) !== undefined
  return isPublic ? localizedPath(path, code) + rest : href
}
