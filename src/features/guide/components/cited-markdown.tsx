import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Components } from 'react-markdown'
import { Markdown } from '@/components/ui/markdown'
import type { Citation } from '@/lib/citation'
import type { GuideCitation } from '@/study-engine/citations/check'
import { itemKey } from '@/study-engine/citations/item-key'

/**
 * A guide's markdown with each cited point's citations after it. Points are list
 * items and paragraphs; each is matched to its stored citations by its words (itemKey), so the
 * markdown itself stays free of markers. A list item made of paragraphs gets them on the
 * paragraphs, not twice.
 *
 * The list item and paragraph renderers are the same functions whatever the citations (they read
 * them from a context): when a point's citations change (the AI's second opinion arriving), its
 * element stays the same one and only the verdict after it changes, so focus and the verdict's
 * live region are kept.
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

interface PointCitations {
  byKey: ReadonlyMap<string, Citation[]>
  render: (citations: Citation[]) => ReactNode
}

const PointCitationsContext = createContext<PointCitations | null>(null)

/** The citations of the point `node` is, after it; nothing for a point without any. */
function After({ node }: { node: TreeNode | undefined }) {
  const points = useContext(PointCitationsContext)
  const found = points && node ? points.byKey.get(itemKey(textOf(node))) : undefined
  return found ? <> {points?.render(found)}</> : null
}

const citedPoints: Components = {
  li: ({ node, children, ...props }) => (
    <li {...props}>
      {children}
      {node && !hasParagraphs(node) ? <After node={node} /> : null}
    </li>
  ),
  p: ({ node, children, ...props }) => (
    <p {...props}>
      {children}
      <After node={node} />
    </p>
  ),
}

export function CitedMarkdown({
  children,
  citations,
  renderCitations,
  headingOffset,
}: CitedMarkdownProps) {
  const points = useMemo<PointCitations | null>(
    () =>
      citations && citations.length > 0
        ? {
            byKey: new Map(citations.map((entry) => [entry.key, entry.citations])),
            render: renderCitations,
          }
        : null,
    [citations, renderCitations],
  )
  return (
    <PointCitationsContext.Provider value={points}>
      <Markdown headingOffset={headingOffset} extend={citedPoints}>
        {children}
      </Markdown>
    </PointCitationsContext.Provider>
  )
}
