import { aiMindMap } from './ai-mind-map'
import { layoutMindMap } from './layout'
import { buildMindMap, mindNodes } from './mind-map'
import { LABEL_HALF_WIDTH } from './placed-map'
import { mindMapSvg } from './svg-document'
import { readStoredMindMap } from './stored-mind-map'

const offline = buildMindMap({
  title: 'Photosynthesis',
  content: [
    '# Photosynthesis',
    '## Light reactions',
    '- **Chlorophyll**: absorbs light',
    '## Calvin cycle',
    '- **Glucose**: built from carbon dioxide',
  ].join('\n'),
})

const { root, claimed } = aiMindMap(
  {
    branches: [
      {
        label: 'Capturing light',
        claim: { ref: 'P1' },
        concepts: [{ label: 'chlorophyll', definition: 'A green pigment.', claim: { ref: 'P1' } }],
      },
      { label: 'Calvin cycle', concepts: [{ label: 'Sugar <b>', definition: 'Made & stored.' }] },
    ],
    relations: [
      { from: 'Chlorophyll', to: 'sugar <b>', label: 'powers the making of' },
      { from: 'Chlorophyll', to: 'Starch', label: 'is stored as' },
    ],
  },
  offline,
)
const node = (label: string) => mindNodes(root).find((candidate) => candidate.label === label)!

describe('the AI mind map', () => {
  it('opens each node at the guide section its label (or its branch’s concepts) belongs to', () => {
    expect(root.label).toBe('Photosynthesis')
    expect(node('Capturing light').section).toBe('Light reactions')
    expect(node('chlorophyll').section).toBe('Light reactions')
    expect(node('Sugar <b>').section).toBe('Calvin cycle')
  })

  it('links a relation’s ends by id and gives every node that claims something its claim to check', () => {
    expect(node('chlorophyll').relations).toEqual([
      { label: 'powers the making of', to: node('Sugar <b>').id, toLabel: 'Sugar <b>' },
    ])
    expect(claimed.map((entry) => [entry.words, entry.claim])).toEqual([
      ['Capturing light', { ref: 'P1' }],
      ['chlorophyll A green pigment.', { ref: 'P1' }],
      // 'Calvin cycle', a bare heading citing nothing, is not a claim.
      ['Sugar <b> Made & stored.', undefined],
    ])
  })

  it('draws a relation between shown nodes as a labelled cross-link, in the file too', () => {
    const layout = layoutMindMap(root, new Set())
    expect(layout.relations.map((r) => [r.from.node.label, r.label, r.to.node.label])).toEqual([
      ['chlorophyll', 'powers the making of', 'Sugar <b>'],
    ])
    const right = Math.max(...layout.nodes.map((placed) => placed.x))
    expect(layout.bounds.x + layout.bounds.width).toBeGreaterThan(right + 200)
    const svg = mindMapSvg(layout, root.label)
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(document.querySelector('parsererror')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    const titles = [...document.querySelectorAll('g > title')].map((title) => title.textContent)
    expect(titles).toContain('chlorophyll powers the making of → Sugar <b>')
    // Right to left: the cross-link bends out left of both ends, its label runs leftwards, and
    // the bounds hold it.
    const mirrored = layoutMindMap(root, new Set(), -1)
    const left = Math.min(...mirrored.nodes.map((placed) => placed.x))
    expect(mirrored.bounds.x).toBeLessThan(left - 200)
    const label = new DOMParser()
      .parseFromString(mindMapSvg(mirrored, root.label), 'image/svg+xml')
      .querySelector('text[direction]')!
    expect(label.getAttribute('direction')).toBe('rtl')
    expect(Number(label.getAttribute('x'))).toBeLessThan(left - LABEL_HALF_WIDTH)
    // A collapsed branch hides the links of the nodes in it.
    expect(layoutMindMap(root, new Set([node('Calvin cycle').id])).relations).toEqual([])
  })

  it('reads back what it saved, and drops what it cannot read', () => {
    const stored = JSON.parse(JSON.stringify({ version: 1, root })) as { root: unknown }
    expect(readStoredMindMap(stored)).toEqual(root)
    const broken = { root: { ...root, children: [{ id: '0.0', kind: 'branch', label: 'x' }] } }
    expect(readStoredMindMap(broken)).toBeNull()
    expect(readStoredMindMap({ root: 'none' })).toBeNull()
  })
})
