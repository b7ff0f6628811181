const safeProtocols = /^(https?:|mailto:|#|\/)/i

/** Links open only for safe protocols: a `javascript:` URL in AI output or user text is dropped. */
export function safeUrl(url: string): string {
  return safeProtocols.test(url.trim()) ? url : ''
}

/** A link to another site opens in a new tab, without access to this one (`window.opener`). */
export function externalLinkProps(href: string): { target?: '_blank'; rel?: string } {
  return /^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
