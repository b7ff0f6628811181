import { createElement, useMemo } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { formatList } from '@/lib/i18n/format-list'
import { translate } from '@/lib/i18n/i18n'
import { markedFormula, markMathInMarkdown } from '@/lib/math/math-markdown'
import { externalLinkProps, safeUrl } from '@/lib/safe-link'
import { cn } from './cn'
import { Formula } from './formula'

const components: Components = {
  a: ({ href, children, node: _node, ...props }) => {
    const safe = href ? safeUrl(href) : ''
    if (!safe) return <span>{children}</span>
    return (
      <a href={safe} {...props} {...externalLinkProps(safe)}>
        {children}
      </a>
    )
  },
  // Formulas arrive as marked code spans (markMathInMarkdown); other code stays code, read left
  // to right in every language ('f(x)', not 'f(x' with its bracket thrown to the left in Arabic).
  code: ({ children, node: _node, ...props }) => {
    const formula = typeof children === 'string' ? markedFormula(children) : null
    if (formula)
      return <Formula tex={formula.tex} display={formula.display} source={formula.source} />
    return (
      <code dir="ltr" {...props}>
        {children}
      </code>
    )
  },
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  // A table wider than the screen scrolls sideways in a region the keyboard can reach (Tab, then
  // the arrow keys), named by its header row.
  table: ({ children, node, ...props }) => (
    <div role="region" tabIndex={0} aria-label={tableName(node)} className="overflow-x-auto">
      <table {...props}>{children}</table>
    </div>
  ),
}

interface HastNode {
  type: string
  tagName?: string
  value?: string
  children?: HastNode[]
}

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')

/** 'Table: Organelle, Function' ('Tabla: Orgánulo y Función') from a markdown table's header cells. */
function tableName(node: HastNode | undefined): string {
  const elements = (parent: HastNode | undefined, tag: string) =>
    (parent?.children ?? []).filter((child) => child.tagName === tag)
  const headerRow = elements(elements(node, 'thead')[0], 'tr')[0]
  const headers = elements(headerRow, 'th')
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
  return headers.length > 0
    ? translate('common.table.named', { headers: formatList(headers) })
    : translate('common.table.unnamed')
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
const headingTags: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

// A demoted heading keeps the look of its markdown level (the .prose-study styles, app/index.css).
const headingLooks: Record<HeadingTag, string> = {
  h1: 'mt-2 mb-4 text-3xl font-bold text-slate-900',
  h2: 'mt-8 mb-3 text-2xl font-bold text-slate-900',
  h3: 'mt-6 mb-2 text-xl font-semibold text-slate-900',
  h4: 'mt-4 mb-2 font-semibold text-slate-900',
  h5: 'mt-4 mb-2 font-semibold text-slate-900',
  h6: 'mt-4 mb-2 font-semibold text-slate-900',
}

/** Components that render markdown level n as heading level n + offset, capped at h6. */
function shiftedHeadings(offset: number): Components {
  const shifted: Components = { ...components }
  headingTags.forEach((tag, index) => {
    const target = headingTags[Math.min(index + offset, headingTags.length - 1)] ?? 'h6'
    shifted[tag] = ({ children, className, node: _node, ...props }) =>
      createElement(target, { ...props, className: cn(headingLooks[tag], className) }, children)
  })
  return shifted
}

// One components object per offset (1-5), built once: react-markdown compares them by identity.
const shiftedComponents = headingTags.slice(1).map((_tag, index) => shiftedHeadings(index + 1))

export interface MarkdownProps {
  children: string
  className?: string
  /**
   * Demotes the document's headings by this many levels (1: # → h2, ## → h3, …, capped at h6),
   * for a page that already has its own h1. Default 0: headings keep their level.
   */
  headingOffset?: number
  /**
   * Renderers that replace the defaults for some elements (the guide adds its citations to list
   * items and paragraphs). Keep the object stable (useMemo): react-markdown compares it.
   */
  extend?: Components
}

/**
 * Renders markdown from AI output or user text. react-markdown builds React elements and never
 * injects raw HTML (HTML in the source is shown as text or dropped), links are filtered by
 * protocol and images are not loaded. Formulas (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) are drawn
 * by KaTeX, loaded only when a text holds one. The text takes its own direction (dir="auto").
 */
export function Markdown({ children, className, headingOffset = 0, extend }: MarkdownProps) {
  const offset = Math.min(Math.max(Math.trunc(headingOffset), 0), headingTags.length - 1)
  const base = offset === 0 ? components : (shiftedComponents[offset - 1] ?? components)
  const used = useMemo(() => (extend ? { ...base, ...extend } : base), [base, extend])
  const source = useMemo(() => markMathInMarkdown(children), [children])
  return (
    // AI output and material keep their own direction, whatever the interface's (dir="auto").
    <div dir="auto" className={cn('prose-study', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={used} urlTransform={safeUrl}>
        {source}
      </ReactMarkdown>
    </div>
  )
}
