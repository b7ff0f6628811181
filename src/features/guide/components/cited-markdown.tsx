import { useMemo, type ReactNode } from 'react'
import type { Components } from 'react-markdown'
import { Markdown } from '@/components/ui/markdown'
import type { Citation } from '@/study-engine/citations/citation'
import type { GuideCitation } from '@/study-engine/citations/check'
import { itemKey } from '@/study-engine/citations/item-key'

/**
 * A guide's markdown with each cited point's citations after it. Points are list
 * items and paragraphs; each is matched to its stored citations by its words (itemKey), so the
 * markdown itself stays free of markers. A list item made of paragraphs gets them on the
 * paragraphs, not twice.
 */

/** The part of a markdown syntax tree node this needs. */
interface TreeNode {
  type: string
  tagName?: string
  value?: string
  children?: TreeNode[]
}

function textOf(node: TreeNode): string {
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

function hasParagraphs(node: TreeNode): boolean {
  return (node.children ?? []).some((child) => child.tagName === 'p')
}

export interface CitedMarkdownProps {
  children: string
  citations: readonly GuideCitation[] | undefined
  /** How a point's citations look: buttons in the view, page references in an export. */
  renderCitations: (citations: Citation[]) => ReactNode
  headingOffset?: number
}

export function CitedMarkdown({
  children,
  citations,
  renderCitations,
  headingOffset,
}: CitedMarkdownProps) {
  const extend = useMemo<Components | undefined>(() => {
    if (!citations || citations.length === 0) return undefined
    const byKey = new Map(citations.map((entry) => [entry.key, entry.citations]))
    const after = (node: TreeNode | undefined) => {
      const found = node ? byKey.get(itemKey(textOf(node))) : undefined
      return found ? <> {renderCitations(found)}</> : null
    }
    return {
      li: ({ node, children, ...props }) => (
        <li {...props}>
          {children}
          {node && !hasParagraphs(node) ? after(node) : null}
        </li>
      ),
      p: ({ node, children, ...props }) => (
        <p {...props}>
          {children}
          {after(node)}
        </p>
      ),
    }
  }, [citations, renderCitations])
  return (
    <Markdown headingOffset={headingOffset} extend={extend}>
      {children}
    </Markdown>
  )
}
