import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { cn } from './cn'

const safeProtocols = /^(https?:|mailto:|#|\/)/i

/** Links open only for safe protocols: a `javascript:` URL in AI output or user text is dropped. */
export function safeUrl(url: string): string {
  return safeProtocols.test(url.trim()) ? url : ''
}

const components: Components = {
  a: ({ href, children, node: _node, ...props }) => {
    const safe = href ? safeUrl(href) : ''
    if (!safe) return <span>{children}</span>
    const external = /^https?:/i.test(safe)
    return (
      <a
        href={safe}
        {...props}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  },
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  table: ({ children, node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props}>{children}</table>
    </div>
  ),
}

/**
 * Renders markdown from AI output or user text. react-markdown builds React elements and never
 * injects raw HTML (HTML in the source is shown as text or dropped), links are filtered by
 * protocol and images are not loaded.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('prose-study', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={safeUrl}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
