import { Fragment, isValidElement, type ReactNode } from 'react'
import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import type { Plugin } from 'vite'
import type { PostNode } from '../src/features/blog/model/post-body.ts'
import { externalLinkProps, safeUrl } from '../src/lib/safe-link.ts'

/** The blog's posts: src/features/blog/posts/<slug>.md. */
const POST = /\/src\/features\/blog\/posts\/[^/]+\.md$/

/**
 * What a post may draw: the tags of CommonMark and GFM's strikethrough and task lists. Tables,
 * images and formulas are left out: the app's `Markdown` draws them with its own components (a
 * named scrolling region, the image's alt text, KaTeX), which a post would need first.
 */
const TAGS = new Set([
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'blockquote', 'hr', 'br', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'input', 'a', 'strong', 'em', 'del'],
])
/** The attributes those tags are given (a list's start, a task's checkbox, a fence's language). */
const PROPS = new Set(['className', 'href', 'start', 'type', 'checked', 'disabled'])

interface ElementProps {
  children?: ReactNode
  node?: unknown
  [name: string]: unknown
}

function nodesOf(children: ReactNode, file: string): PostNode[] {
  const list = Array.isArray(children) ? (children as ReactNode[]) : [children]
  return list.flatMap((child): PostNode[] => {
    if (child === null || child === undefined || typeof child === 'boolean') return []
    if (typeof child === 'string' || typeof child === 'number') return [String(child)]
    if (!isValidElement<ElementProps>(child))
      throw new Error(`${file}: unexpected node in the rendered post`)
    const { children: inner, node: _node, ...attributes } = child.props
    if (child.type === Fragment) return nodesOf(inner, file)
    if (typeof child.type !== 'string' || !TAGS.has(child.type))
      throw new Error(
        `${file}: a post cannot draw <${String(child.type)}> (scripts/compiled-posts.ts)`,
      )
    return [elementNode(child.type, attributes, nodesOf(inner, file), file)]
  })
}

function elementNode(
  tag: string,
  attributes: Record<string, unknown>,
  children: PostNode[],
  file: string,
): PostNode {
  const props: Record<string, string | number | boolean> = {}
  for (const [name, value] of Object.entries(attributes)) {
    if (!PROPS.has(name) || !['string', 'number', 'boolean'].includes(typeof value))
      throw new Error(
        `${file}: a post's <${tag}> cannot have '${name}' (scripts/compiled-posts.ts)`,
      )
    props[name] = value as string | number | boolean
  }
  if (tag === 'a') {
    // The same rule as the app's Markdown: an unsafe link is its text, an outside one a new tab.
    const href = typeof props.href === 'string' ? safeUrl(props.href) : ''
    if (!href) return { tag: 'span', props: {}, children }
    return { tag, props: { ...props, href, ...externalLinkProps(href) }, children }
  }
  // Code reads left to right in every language, as in the app's Markdown.
  if (tag === 'code') return { tag, props: { ...props, dir: 'ltr' }, children }
  return { tag, props, children }
}

/**
 * A post's Markdown as elements, through react-markdown with GFM (what the app's `Markdown`
 * uses), so the page shows what the component would: HTML in the source stays text, a link
 * keeps only a safe address. A tag or attribute outside the lists above fails the build.
 */
export function compilePost(markdown: string, file = 'post'): PostNode[] {
  return nodesOf(
    Markdown({ children: markdown, remarkPlugins: [remarkGfm], urlTransform: safeUrl }),
    file,
  )
}

/** Compiles each post's Markdown into its elements when it is imported, in the build and in tests. */
export function compiledPosts(): Plugin {
  return {
    name: 'studywise-compiled-posts',
    enforce: 'pre',
    transform(code, id) {
      if (!POST.test(id)) return null
      return { code: `export default ${JSON.stringify(compilePost(code, id))}`, map: null }
    },
  }
}
