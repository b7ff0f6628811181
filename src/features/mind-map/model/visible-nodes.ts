import type { MindNode } from './mind-map'

/** A node of the tree as the keyboard walks it: the ones shown, in reading order. */
export interface VisibleNode {
  node: MindNode
  parent: MindNode | null
  level: number
}

export function visibleNodes(root: MindNode, collapsed: ReadonlySet<string>): VisibleNode[] {
  const shown: VisibleNode[] = []
  const walk = (node: MindNode, parent: MindNode | null, level: number) => {
    shown.push({ node, parent, level })
    if (collapsed.has(node.id)) return
    for (const child of node.children) walk(child, node, level + 1)
  }
  walk(root, null, 1)
  return shown
}

export type TreeKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'

export type TreeMove = { focus: string } | { toggle: string } | null

/**
 * What a key does on the focused node (the WAI-ARIA tree view pattern). The arrow that points
 * where the branches grow opens them: ArrowRight, or ArrowLeft in a right-to-left language (whose
 * map grows leftwards); the other arrow closes a branch or climbs to the parent.
 */
export function treeMove(
  shown: readonly VisibleNode[],
  focusedId: string,
  key: TreeKey,
  collapsed: ReadonlySet<string>,
  direction: 'ltr' | 'rtl' = 'ltr',
): TreeMove {
  const index = shown.findIndex((entry) => entry.node.id === focusedId)
  const current = shown[index]
  if (!current) return null
  const at = (i: number) => shown[i]?.node.id
  const hasChildren = current.node.children.length > 0
  const isCollapsed = collapsed.has(current.node.id)
  const outwards = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const step = key === 'ArrowRight' || key === 'ArrowLeft' ? (key === outwards ? 'out' : 'in') : key
  const target = (() => {
    switch (step) {
      case 'ArrowDown':
        return at(index + 1)
      case 'ArrowUp':
        return at(index - 1)
      case 'Home':
        return at(0)
      case 'End':
        return at(shown.length - 1)
      case 'out':
        if (hasChildren && isCollapsed) return { toggle: current.node.id }
        return hasChildren ? at(index + 1) : undefined
      case 'in':
        if (hasChildren && !isCollapsed) return { toggle: current.node.id }
        return current.parent?.id
    }
  })()
  if (target === undefined) return null
  return typeof target === 'string' ? { focus: target } : target
}
