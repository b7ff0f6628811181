import { useRef, useState, type KeyboardEvent } from 'react'
import { Citations } from '@/components/citations/citations'
import { cn } from '@/components/ui/cn'
import { MathText } from '@/components/ui/math-text'
import type { MindNode } from '../model/mind-map'
import { relationText } from '../model/svg-document'
import { treeMove, visibleNodes, type TreeKey } from '../model/visible-nodes'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import '../model/mindmap-catalogue'

export interface MindMapTreeProps {
  root: MindNode
  collapsed: ReadonlySet<string>
  onToggle: (id: string) => void
  /** Enter on a node: its section of the guide (the centre: the guide's title). */
  onOpen: (node: MindNode) => void
}

const TREE_KEYS: ReadonlySet<string> = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowRight',
  'ArrowLeft',
  'Home',
  'End',
])

/**
 * The map for screen readers and keyboard users: a tree (WAI-ARIA tree view). One node is in the
 * tab order; the arrow keys move and open or close branches, Enter opens the node's section of
 * the guide. Each node's 'Source: page N' buttons open the passage, as everywhere; the AI's
 * relations from a node ('produces → ATP') are shown under it and are its description.
 */
export function MindMapTree({ root, collapsed, onToggle, onOpen }: MindMapTreeProps) {
  const { t, language } = useTranslation()
  const [focusedId, setFocusedId] = useState(root.id)
  const items = useRef(new Map<string, HTMLLIElement>())
  const shown = visibleNodes(root, collapsed)
  // A node hidden by collapsing its branch hands the tab stop to the visible one above it.
  const tabStop = shown.some((entry) => entry.node.id === focusedId) ? focusedId : root.id

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const item = (event.target as HTMLElement).closest('[role="treeitem"]')
    if (event.target !== item || !item) return
    const id = item.getAttribute('data-node') ?? ''
    if (event.key === 'Enter') {
      event.preventDefault()
      const entry = shown.find((candidate) => candidate.node.id === id)
      if (entry) onOpen(entry.node)
      return
    }
    if (!TREE_KEYS.has(event.key)) return
    event.preventDefault()
    const move = treeMove(shown, id, event.key as TreeKey, collapsed, directionOf(language))
    if (!move) return
    if ('toggle' in move) onToggle(move.toggle)
    else {
      setFocusedId(move.focus)
      items.current.get(move.focus)?.focus()
    }
  }

  const renderNode = (node: MindNode, level: number) => {
    const branches = node.children.length > 0
    const open = branches && !collapsed.has(node.id)
    const labelId = `mind-node-${node.id}`
    const relations = node.relations ?? []
    const relationIds = relations.map((_, index) => `${labelId}-relation-${index}`)
    return (
      <li
        key={node.id}
        ref={(element) => {
          if (element) items.current.set(node.id, element)
          else items.current.delete(node.id)
        }}
        role="treeitem"
        data-node={node.id}
        aria-level={level}
        aria-expanded={branches ? open : undefined}
        aria-labelledby={labelId}
        aria-describedby={relationIds.length > 0 ? relationIds.join(' ') : undefined}
        tabIndex={node.id === tabStop ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedId(node.id)
        }}
        className="rounded outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <div className="flex flex-wrap items-baseline gap-x-2 py-1">
          {/* The material's words take their own direction (an English definition keeps its full
              stop at its end on an Arabic page). */}
          <span
            id={labelId}
            dir="auto"
            className={cn(
              node.kind === 'topic' && 'font-bold text-slate-900',
              node.kind === 'section' && 'font-semibold text-slate-800',
              node.kind === 'concept' && 'text-slate-800',
            )}
          >
            {node.label}
          </span>
          {node.definition ? (
            <span className="text-sm text-slate-600">
              <MathText text={node.definition} />
            </span>
          ) : null}
          <Citations citations={node.citations} className="text-xs" />
          {relations.map((relation, index) => (
            <span
              key={relationIds[index]}
              id={relationIds[index]}
              className="text-sm text-amber-800"
            >
              {relationText(relation.label, relation.toLabel)}
            </span>
          ))}
        </div>
        {open ? (
          <ul role="group" className="ms-5 border-s border-slate-200 ps-3">
            {node.children.map((child) => renderNode(child, level + 1))}
          </ul>
        ) : null}
      </li>
    )
  }

  return (
    <ul role="tree" aria-label={t('mindmap.treeOf', { label: root.label })} onKeyDown={onKeyDown}>
      {renderNode(root, 1)}
    </ul>
  )
}
