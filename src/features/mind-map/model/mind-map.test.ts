import { checkGuide } from '@/study-engine/citations/check'
import type { SourcePassage } from '@/lib/source'
import { isSupported } from '@/lib/citation'
import { buildMindMap, mindNodes, type MindNode } from './mind-map'
import { layoutMindMap } from './layout'
import { LABEL_HALF_WIDTH, ROW_HEIGHT } from './placed-map'
import { linkPath } from './svg-document'
import { treeMove, visibleNodes } from './visible-nodes'

const source: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 3 },
    text: 'Mitochondria release energy from glucose by respiration.',
  },
  { anchor: { kind: 'page', n: 7 }, text: 'Ribosomes assemble proteins from amino acids.' },
]
const written = [
  '# Cell Biology',
  '',
  '## Overview',
  'Cells are the basic units of life.',
  '',
  '## Key Concepts',
  '- **Mitochondria**: release energy from glucose by respiration [P1]',
  '- **Ribosomes** — assemble proteins from amino acids [P2]',
  '',
  '### Transport',
  '- Diffusion moves particles from high to low concentration across the membrane of the cell',
  '',
  '```',
  '## Not a heading',
  '- not a point',
  '```',
  '## Summary',
].join('\n')
const cited = checkGuide(source, written)

const labels = (node: MindNode): unknown =>
  node.children.length > 0 ? { [node.label]: node.children.map(labels) } : node.label
const pages = (node: MindNode) =>
  node.citations.filter(isSupported).map((citation) => citation.anchor)

describe('buildMindMap', () => {
  const root = buildMindMap({
    title: 'Cell Biology',
    content: cited.content,
    citations: cited.citations,
  })

  it('puts the title in the centre, sections as branches and key concepts as leaves', () => {
    expect(labels(root)).toEqual({
      'Cell Biology': [
        'Overview',
        {
          'Key Concepts': [
            'Mitochondria',
            'Ribosomes',
            { Transport: ['Diffusion moves particles from high to low concentration…'] },
          ],
        },
        'Summary',
      ],
    })
    const [, concepts] = root.children
    expect(concepts?.children[0]?.definition).toBe('release energy from glucose by respiration')
    expect(concepts?.children[2]?.children[0]?.definition).toMatch(
      /across the membrane of the cell$/,
    )
  })

  it('gives each concept its point’s citation, a section its first cited point’s, and each node its section', () => {
    const [overview, concepts] = root.children
    expect(pages(concepts!.children[0]!)).toEqual([{ kind: 'page', n: 3 }])
    expect(pages(concepts!.children[1]!)).toEqual([{ kind: 'page', n: 7 }])
    expect(pages(concepts!)).toEqual([{ kind: 'page', n: 3 }])
    expect(overview!.citations).toEqual([])
    expect(concepts!.children[1]!.section).toBe('Key Concepts')
    expect(concepts!.children[2]!.children[0]!.section).toBe('Transport')
    expect(root.section).toBeUndefined()
  })

  it('gives every node a unique id', () => {
    const ids = mindNodes(root).map((node) => node.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('buildMindMap of a unit guide', () => {
  it('shows its component guides as the first ring, each with its own sections', () => {
    const content = [
      '# Cells',
      '## Key Concepts',
      '- **Mitochondria**: release energy',
      '### Transport',
      '- **Osmosis**: water across a membrane',
      '',
      '---',
      '',
      '# Plants',
      '## Key Concepts',
      '- **Chloroplasts**: absorb light',
    ].join('\n')
    const root = buildMindMap({ title: 'Biology unit', content })
    expect(labels(root)).toEqual({
      'Biology unit': [
        { Cells: [{ 'Key Concepts': ['Mitochondria', { Transport: ['Osmosis'] }] }] },
        { Plants: [{ 'Key Concepts': ['Chloroplasts'] }] },
      ],
    })
    expect(root.children[1]!.children[0]!.children[0]!.section).toBe('Key Concepts')
  })
})

describe('layoutMindMap', () => {
  const root = buildMindMap({ title: 'Cell Biology', content: cited.content })

  it('lays rings out left to right, siblings a row apart, inside the bounds', () => {
    const layout = layoutMindMap(root, new Set())
    const byLabel = new Map(layout.nodes.map((placed) => [placed.node.label, placed]))
    expect(byLabel.get('Key Concepts')!.x).toBeGreaterThan(byLabel.get('Cell Biology')!.x)
    expect(byLabel.get('Mitochondria')!.x).toBeGreaterThan(byLabel.get('Key Concepts')!.x)
    const gap = byLabel.get('Ribosomes')!.y - byLabel.get('Mitochondria')!.y
    expect(gap).toBeGreaterThanOrEqual(ROW_HEIGHT)
    const { bounds } = layout
    for (const placed of layout.nodes) {
      expect(placed.x).toBeGreaterThan(bounds.x)
      expect(placed.x).toBeLessThan(bounds.x + bounds.width)
      expect(placed.y).toBeGreaterThan(bounds.y)
      expect(placed.y).toBeLessThan(bounds.y + bounds.height)
    }
    expect(layout.links).toHaveLength(layout.nodes.length - 1)
  })

  it('in a right-to-left language, puts the centre at the right and grows the rings leftwards', () => {
    const leftToRight = layoutMindMap(root, new Set())
    const layout = layoutMindMap(root, new Set(), -1)
    expect(layout.side).toBe(-1)
    const byLabel = new Map(layout.nodes.map((placed) => [placed.node.label, placed]))
    expect(byLabel.get('Key Concepts')!.x).toBeLessThan(byLabel.get('Cell Biology')!.x)
    expect(byLabel.get('Mitochondria')!.x).toBeLessThan(byLabel.get('Key Concepts')!.x)
    // The mirror image: same rows, x reversed, bounds as wide.
    expect(layout.nodes.map((placed) => [placed.node.label, -placed.x, placed.y])).toEqual(
      leftToRight.nodes.map((placed) => [placed.node.label, placed.x, placed.y]),
    )
    expect(layout.bounds.width).toBe(leftToRight.bounds.width)
    for (const placed of layout.nodes) {
      expect(placed.x - LABEL_HALF_WIDTH).toBeGreaterThan(layout.bounds.x)
      expect(placed.x + LABEL_HALF_WIDTH).toBeLessThan(layout.bounds.x + layout.bounds.width)
    }
    // A link leaves the parent's left edge and reaches the child's right edge.
    const link = layout.links.find((candidate) => candidate.to.node.label === 'Key Concepts')!
    const path = linkPath(link, layout.side)
    expect(path.startsWith(`M${link.from.x - LABEL_HALF_WIDTH},${link.from.y} `)).toBe(true)
    expect(path.endsWith(` ${link.to.x + LABEL_HALF_WIDTH},${link.to.y}`)).toBe(true)
  })

  it('leaves a collapsed branch out', () => {
    const concepts = root.children[1]!
    const layout = layoutMindMap(root, new Set([concepts.id]))
    expect(layout.nodes.map((placed) => placed.node.label)).toEqual([
      'Cell Biology',
      'Overview',
      'Key Concepts',
      'Summary',
    ])
    expect(layout.nodes[2]).toMatchObject({ branches: true, collapsed: true })
  })
})

describe('treeMove', () => {
  const root = buildMindMap({ title: 'Cell Biology', content: cited.content })
  const concepts = root.children[1]!

  it('walks the shown nodes and opens, closes and climbs branches', () => {
    const none = new Set<string>()
    const shown = visibleNodes(root, none)
    expect(treeMove(shown, root.id, 'ArrowDown', none)).toEqual({ focus: root.children[0]!.id })
    expect(treeMove(shown, concepts.id, 'ArrowLeft', none)).toEqual({ toggle: concepts.id })
    expect(treeMove(shown, concepts.id, 'ArrowRight', none)).toEqual({
      focus: concepts.children[0]!.id,
    })
    expect(treeMove(shown, concepts.children[0]!.id, 'ArrowLeft', none)).toEqual({
      focus: concepts.id,
    })
    const closed = new Set([concepts.id])
    const fewer = visibleNodes(root, closed)
    expect(treeMove(fewer, concepts.id, 'ArrowRight', closed)).toEqual({ toggle: concepts.id })
    expect(treeMove(fewer, concepts.id, 'ArrowDown', closed)).toEqual({
      focus: root.children[2]!.id,
    })
    expect(treeMove(fewer, root.id, 'End', closed)).toEqual({ focus: root.children[2]!.id })
  })

  it('in a right-to-left language, opens with ArrowLeft and climbs with ArrowRight', () => {
    const none = new Set<string>()
    const shown = visibleNodes(root, none)
    const child = concepts.children[0]!.id
    expect(treeMove(shown, concepts.id, 'ArrowLeft', none, 'rtl')).toEqual({ focus: child })
    expect(treeMove(shown, concepts.id, 'ArrowRight', none, 'rtl')).toEqual({
      toggle: concepts.id,
    })
    expect(treeMove(shown, child, 'ArrowRight', none, 'rtl')).toEqual({ focus: concepts.id })
    const closed = new Set([concepts.id])
    const fewer = visibleNodes(root, closed)
    expect(treeMove(fewer, concepts.id, 'ArrowLeft', closed, 'rtl')).toEqual({
      toggle: concepts.id,
    })
    expect(treeMove(fewer, concepts.id, 'ArrowDown', closed, 'rtl')).toEqual({
      focus: root.children[2]!.id,
    })
  })
})
