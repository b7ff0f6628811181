import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { Window } from 'happy-dom'
import { resolveSiteUrl } from '../../scripts/prerender'
import { e2eEnv } from './support/env'

/**
 * The public pages as the build writes them, one HTML file per language: the e2e build's own
 * (playwright.config.ts builds the app, prerender included, before any test runs), read as files.
 * (Moved from npm test, where it made a prerender build of its own.)
 */
const out = e2eEnv.distDir
const SITE = resolveSiteUrl(process.env.VITE_SITE_URL)
const codes = ['en', 'es', 'fr', 'de', 'pt-BR', 'zh-CN', 'ar']

const page = async (file: string) =>
  new new Window().DOMParser().parseFromString(await readFile(join(out, file), 'utf8'), 'text/html')

test.describe('the public pages per language', () => {
  test('writes the landing page in each language with its title, description, lang and dir', async () => {
    const spanish = await page('es.html')
    expect(spanish.documentElement.lang).toBe('es')
    expect(spanish.documentElement.dir).toBe('ltr')
    expect(spanish.title).toBe('Studywise — guías de estudio, cuestionarios y tarjetas con IA')
    expect(spanish.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Studywise convierte tus apuntes, PDF y diapositivas en guías de estudio, cuestionarios y tarjetas.',
    )
    expect(spanish.getElementById('root')?.getAttribute('data-prerendered')).toBe('/es')
    expect(spanish.querySelector('footer')?.textContent).toContain('Producto')

    const arabic = await page('ar.html')
    expect(arabic.documentElement.lang).toBe('ar')
    expect(arabic.documentElement.dir).toBe('rtl')
    expect(arabic.title).toContain('أدلة دراسية')

    const english = await page('index.html')
    expect(english.documentElement.lang).toBe('en')
    expect(english.title).toBe('Studywise — AI study guides, quizzes and flashcards')
  })

  test('gives the blog’s chrome in the page’s language, the posts staying English', async () => {
    const blog = await page('zh-CN/blog.html')
    expect(blog.title).toBe('Studywise 博客 — Studywise')
    expect(blog.querySelector('h1')?.textContent).toBe('Studywise 博客')
    const post = await page('de/blog/betatesting.html')
    expect(post.documentElement.lang).toBe('de')
    expect(post.querySelector('h1')?.textContent).toBe('Welcome to the Studywise Beta')
    expect(post.body.textContent).toContain('Zurück zum Blog')
  })

  test('links every page to itself in all seven languages and x-default, and canonically to itself', async () => {
    for (const [file, path] of [
      ['fr/blog.html', '/blog'],
      ['index.html', '/'],
    ] as const) {
      const doc = await page(file)
      const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
      )
      expect(alternates).toEqual([
        ...codes.map((code) => [
          code,
          new URL(code === 'en' ? path : path === '/' ? `/${code}` : `/${code}${path}`, SITE).href,
        ]),
        ['x-default', new URL(path, SITE).href],
      ])
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(file === 'index.html' ? '/' : '/fr/blog', SITE).href,
      )
    }
  })

  test('lists every page in every language in the sitemap, each with its alternates', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const urls = sitemap.split('<url>').slice(1)
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])
    for (const path of ['/', '/es', '/ar/blog', '/pt-BR/blog/betatesting', '/blog/betatesting'])
      expect(locs).toContain(new URL(path, SITE).href)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.length % codes.length).toBe(0)
    for (const url of urls)
      expect(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="[^"]+"\/>/g)].map(
          (link) => link[1],
        ),
      ).toEqual([...codes, 'x-default'])
  })

  test("links a translated page to its own language's public pages, and English to English", async () => {
    const hrefs = (doc: Awaited<ReturnType<typeof page>>) =>
      [...doc.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href'))
    const spanishBlog = hrefs(await page('es/blog.html'))
    expect(spanishBlog).toEqual(expect.arrayContaining(['/es', '/es/blog', '/es/blog/betatesting']))
    expect(spanishBlog.filter((href) => /^\/(blog|#|$)/.test(href ?? ''))).toEqual([])
    const germanPost = hrefs(await page('de/blog/betatesting.html'))
    expect(germanPost).toEqual(expect.arrayContaining(['/de/blog', '/de#features']))
    const english = hrefs(await page('blog.html'))
    expect(english).toEqual(expect.arrayContaining(['/', '/blog', '/blog/betatesting']))
    expect(
      english.filter((href) => /^\/(es|fr|de|pt-BR|zh-CN|ar)(\/|#|$)/.test(href ?? '')),
    ).toEqual([])
  })
})
