import { createElement, type ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import type { PostNode } from '../model/post-body'

function draw(node: PostNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  return createElement(node.tag, { ...node.props, key }, ...node.children.map(draw))
}

/**
 * A post's body from its compiled elements (`postBody`), in the app's Markdown look
 * (`.prose-study`): drawn and hydrated with the rest of the page, with no Markdown parser.
 */
export function PostBody({ nodes, className }: { nodes: readonly PostNode[]; className?: string }) {
  return <div className={cn('prose-study', className)}>{nodes.map(draw)}</div>
}
