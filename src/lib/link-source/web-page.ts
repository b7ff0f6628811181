import type { SourcePassage } from '@/lib/source'
import type { LinkReason } from './link-messages'

/**
 * A web page's article, found by Mozilla's Readability (loaded on first use): its title names
 * the source and its headings become the passages' anchors, each section's text under its
 * heading (the text before the first heading under the title). Returns the reason when the page
 * has no article to read.
 */

export interface WebArticle {
  title: string
  content: string
  passages: SourcePassage[]
}

const MIN_ARTICLE_CHARS = 200
const HEADINGS = 'h1,h2,h3,h4,h5,h6'
const BLOCKS = `${HEADINGS},p,li,pre,blockquote,figcaption,td,th,dt,dd`

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The article's sections: a heading (or the title, first) and its text blocks. */
function sectionsOf(article: Element, title: string): { heading: string; blocks: string[] }[] {
  const sections = [{ heading: title, blocks: [] as string[] }]
  for (const block of article.querySelectorAll(BLOCKS)) {
    // A block inside another block (a paragraph in a list item) is read with its container.
    if (block.parentElement?.closest(BLOCKS)) continue
    const text = squash(block.textContent)
    if (text === '') continue
    if (block.matches(HEADINGS)) sections.push({ heading: text, blocks: [] })
    else sections.at(-1)?.blocks.push(text)
  }
  return sections.filter((section) => section.blocks.length > 0)
}

export async function readWebPage(
  html: string,
  url: string,
): Promise<WebArticle | { reason: LinkReason }> {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const base = doc.createElement('base')
  base.href = url
  doc.head.prepend(base)
  const asksSignIn = doc.querySelector('input[type="password"]') !== null
  const { Readability } = await import('@mozilla/readability')
  const article = new Readability(doc).parse()
  const text = squash(article?.textContent)
  if (!article || text.length < MIN_ARTICLE_CHARS)
    return { reason: asksSignIn ? 'asksSignIn' : 'noArticle' }
  const title = squash(article.title) || new URL(url).hostname
  const body = new DOMParser().parseFromString(article.content ?? '', 'text/html').body
  const passages: SourcePassage[] = sectionsOf(body, title).map(({ heading, blocks }) => ({
    anchor: { kind: 'heading', heading },
    text: [heading, ...blocks].join('\n\n'),
  }))
  if (passages.length === 0) return { reason: 'noArticle' }
  return { title, content: passages.map((passage) => passage.text).join('\n\n'), passages }
}
