import { isSupported, type Citation } from '@/lib/citation'
import { checkGuide } from '@/study-engine/citations/check'
import { conceptKey, guideConcepts, libraryGraph, linksByGuide } from './library-graph'
import { layoutLibrary } from './library-layout'

const cells = [
  '# Cell Biology',
  '## Overview',
  'Cells are the basic units of life.',
  '## Key Concepts',
  '- **Mitochondria**: release energy from glucose by respiration [P1]',
  '- **Ribosomes**: assemble proteins from amino acids [P2]',
  '## Osmosis',
  '- Water moves across a partially permeable membrane from a dilute solution to a concentrated one',
  '## Practice Questions',
  '- **Ribosome**: what do they make?',
  '## Summary',
].join('\n')
const plants = [
  '# Plant Biology',
  '## Key Concepts',
  '- **Chloroplasts**: absorb light for photosynthesis [P1]',
  '- **Mitochondria** — respire glucose in plant cells too [P2]',
  '## Summary',
  '- **Osmosis**: keeps plant cells turgid',
].join('\n')
const rocks = ['# Rocks', '## Key Concepts', '- **Magma**: molten rock', '## Summary'].join('\n')

const cellsCited = checkGuide(
  [
    {
      anchor: { kind: 'page', n: 3 },
      text: 'Mitochondria release energy from glucose by respiration.',
    },
    { anchor: { kind: 'page', n: 5 }, text: 'Ribosomes assemble proteins from amino acids.' },
  ],
  cells,
)
const plantsCited = checkGuide(
  [
    { anchor: { kind: 'page', n: 2 }, text: 'Chloroplasts absorb light for photosynthesis.' },
    { anchor: { kind: 'page', n: 8 }, text: 'Mitochondria respire glucose in plant cells too.' },
  ],
  plants,
)
const guides = [
  { id: 'a', title: 'Cell Biology', content: cellsCited.content, citations: cellsCited.citations },
  {
    id: 'b',
    title: 'Plant Biology',
    content: plantsCited.content,
    citations: plantsCited.citations,
  },
  { id: 'c', title: 'Rocks', content: rocks },
]
const pages = (citations: readonly Citation[]) =>
  citations.filter(isSupported).map((citation) => citation.anchor)

describe('guideConcepts', () => {
  it('takes key terms and the guide’s own headings, not sentences, questions or the headings every guide has', () => {
    expect([...guideConcepts(guides[0]!).values()].map((concept) => concept.label)).toEqual([
      'Mitochondria',
      'Ribosomes',
      'Osmosis',
    ])
  })

  it('matches a concept written in the singular or the plural', () => {
    expect(conceptKey('Ribosomes')).toBe(conceptKey('ribosome'))
    expect(conceptKey('Osmosis')).toBe('osmosis')
  })
})

describe('libraryGraph', () => {
  const graph = libraryGraph(guides)

  it('links guides that share concepts, weighted by how many, with each guide’s pages', () => {
    expect(graph.guides.map((guide) => guide.title)).toEqual([
      'Cell Biology',
      'Plant Biology',
      'Rocks',
    ])
    expect(graph.links).toHaveLength(1)
    const [link] = graph.links
    expect(link).toMatchObject({ source: 'a', target: 'b' })
    expect(link!.shared.map((concept) => concept.label)).toEqual(['Mitochondria', 'Osmosis'])
    const [inCells, inPlants] = link!.shared[0]!.in
    expect(pages(inCells.citations)).toEqual([{ kind: 'page', n: 3 }])
    expect(pages(inPlants.citations)).toEqual([{ kind: 'page', n: 8 }])
    expect(inPlants.section).toBe('Key Concepts')
  })

  it('gives every guide its links, a guide with none an empty list', () => {
    const byGuide = linksByGuide(graph)
    expect(byGuide.get('a')).toHaveLength(1)
    expect(byGuide.get('b')).toEqual(byGuide.get('a'))
    expect(byGuide.get('c')).toEqual([])
  })
})

describe('layoutLibrary', () => {
  it('places every guide inside the bounds, a linked pair closer than most unlinked guides', () => {
    // Unlinked, g25 and g29 end up the farthest apart of all (360 units; d3-force starts guides
    // on a spiral in this order).
    const ids = Array.from({ length: 30 }, (_, i) => `g${i}`)
    const links = [{ source: 'g25', target: 'g29', weight: 4 }]
    const { positions, bounds } = layoutLibrary({ ids, links })
    expect(positions.map((point) => point.id)).toEqual(ids)
    for (const { x, y } of positions) {
      expect(x).toBeGreaterThan(bounds.x)
      expect(x).toBeLessThan(bounds.x + bounds.width)
      expect(y).toBeGreaterThan(bounds.y)
      expect(y).toBeLessThan(bounds.y + bounds.height)
    }
    const at = new Map(positions.map((point) => [point.id, point]))
    const distance = (a: string, b: string) =>
      Math.hypot(at.get(a)!.x - at.get(b)!.x, at.get(a)!.y - at.get(b)!.y)
    const unlinked = ids
      .filter((id) => id !== 'g25' && id !== 'g29')
      .map((id) => distance('g29', id))
      .sort((a, b) => a - b)
    expect(distance('g25', 'g29')).toBeLessThan(unlinked[unlinked.length >> 2]!)
  })
})
