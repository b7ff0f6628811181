import type { SourcePassage } from '@/lib/source'
import { isSupported, type Citation } from '@/lib/citation'
import { checkGuide, checkItems, checkReply } from './check'

const lecture: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 1 },
    text: 'Glaciers erode valleys by plucking and abrasion. Over thousands of years a river valley\nis carved into a U-shaped trough.\n\nMoraines mark where a glacier once stopped.',
  },
  {
    anchor: { kind: 'page', n: 2 },
    text: 'Coral reefs grow where warm, clear and shallow water lets algae photosynthesise. The polyps host the algae, which feed them sugars. Bleaching happens when heat drives the algae out.',
  },
  {
    anchor: { kind: 'page', n: 3 },
    text: 'Volcanic arcs form above subduction zones. The sinking plate releases water that melts the mantle above it, and the magma rises to build a chain of volcanoes.',
  },
  {
    anchor: { kind: 'page', n: 4 },
    text: 'A river delta builds up where a river slows at its mouth and drops its sediment. Deltas grow seaward when sediment supply beats erosion by waves and tides.',
  },
]

const where = (citations: Citation[]) =>
  citations.map((c) => (isSupported(c) ? `${c.status} p${c.passage + 1}` : c.status))

const marked = (citation: Citation | undefined) => {
  if (!citation || !isSupported(citation)) return []
  const text = lecture[citation.passage]?.text ?? ''
  return citation.marks.map(([start, end]) => text.slice(start, end))
}

describe('checking items against the source', () => {
  it('verifies a cited passage that holds the quote, and marks the sentence around it', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'What do moraines mark?',
        claim: { ref: 'P1', quote: 'mark where a glacier once stopped' },
      },
    ])
    expect(where(citations!)).toEqual(['verified p1'])
    expect(marked(citations![0])).toEqual(['Moraines mark where a glacier once stopped.'])
  })

  it('verifies a cited passage that holds most of the key terms, even paraphrased', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'What causes bleaching? Heat pushes the algae out.',
        claim: { ref: '[P2]' },
      },
    ])
    expect(where(citations!)).toEqual(['verified p2'])
    expect(marked(citations![0])).toContain('Bleaching happens when heat drives the algae out.')
  })

  it('reads the passages an item names in any of the ways models write them', () => {
    const item = (ref: string) => ({
      text: 'Moraines mark where a glacier stopped.',
      claim: { ref },
    })
    const checked = checkItems(lecture, ['P1', '[P1]', '[P4][P1]', 'page 1', '(P1)'].map(item))
    expect(checked.map(where)).toEqual(Array.from({ length: 5 }, () => ['verified p1']))
  })

  it('does not take a wrong citation at its word: the app finds the right passage', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'Volcanic arcs form above subduction zones where magma rises.',
        claim: { ref: 'P4' },
      },
    ])
    expect(where(citations!)).toEqual(['found p3'])
  })

  it('finds a passage for an item that cites nothing', () => {
    const [citations] = checkItems(lecture, [
      { text: 'Deltas grow seaward when the sediment supply beats wave erosion.' },
    ])
    expect(where(citations!)).toEqual(['found p4'])
  })

  it('locates an exact quote anywhere, whatever the item cites', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'The sinking plate releases water',
        claim: {
          ref: 'P1',
          quote: 'The sinking plate releases water that melts the mantle above it',
        },
      },
    ])
    expect(where(citations!)).toEqual(['verified p3'])
  })

  it('verifies a quote of sentences from two pages, one citation per page', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'Moraines and volcanic arcs.',
        claim: {
          quote:
            'Moraines mark where a glacier once stopped. Volcanic arcs form above subduction zones.',
        },
      },
    ])
    expect(where(citations!)).toEqual(['verified p1', 'verified p3'])
    expect(marked(citations![1])).toEqual(['Volcanic arcs form above subduction zones.'])
  })

  it('says so when nothing supports an item, or labels a broader question as such', () => {
    const invented = {
      text: 'Quasitronic drift inverts the hexaphonic lattice of Zelbian flux loops.',
      claim: { ref: 'P2' },
    }
    expect(checkItems(lecture, [invented]).map(where)).toEqual([['not-found']])
    expect(checkItems(lecture, [invented], { broader: true }).map(where)).toEqual([
      ['beyond-material'],
    ])
  })

  it('does not count a quote the passage does not hold', () => {
    const [citations] = checkItems(lecture, [
      {
        text: 'Quasitronic drift.',
        claim: { ref: 'P1', quote: 'glaciers sing in the winter moonlight' },
      },
    ])
    expect(where(citations!)).toEqual(['not-found'])
  })
})

describe('checking a guide', () => {
  const guide = [
    '# Earth science',
    '',
    '## Overview',
    'Glaciers carve valleys by abrasion, and volcanoes rise above subduction zones [P1][P3].',
    '',
    '## Key Concepts',
    '- **Glacial erosion**: glaciers carve U-shaped valleys by plucking and abrasion [P1]',
    '- **Coral bleaching**: heat drives the algae out of the polyps [P1]',
    '- **Deltas**: a river drops its sediment where it slows at its mouth',
    '- **Quasitronic drift**: Zelbian flux loops invert the hexaphonic lattice [P2]',
    '',
    '## Definitions',
    '- **Volcanic arc**: a chain of volcanoes above a subduction zone [P 3 | page 3]',
    '',
    '## Explanations',
    '### Ice',
    'Glaciers pluck rock and grind it by abrasion, carving a U-shaped trough.',
    '[P1]',
    '',
    '## Practice Questions',
    '1. Why do reefs need clear water?',
    '',
    '## Summary',
    'Ice, water and fire shape the land.',
  ].join('\n')

  const checked = checkGuide(lecture, guide)
  const byText = (start: string) =>
    where(checked.citations.find((entry) => entry.key.startsWith(start))?.citations ?? [])

  it('keeps the guide without its markers', () => {
    expect(checked.content).not.toMatch(/\[P|\[P 3/)
    expect(checked.content).toContain(
      '- **Glacial erosion**: glaciers carve U-shaped valleys by plucking and abrasion\n',
    )
    expect(checked.content).toContain('carving a U-shaped trough.\n\n\n## Practice')
  })

  it('cites every key concept, definition and explanation, checked', () => {
    expect(byText('glacial erosion')).toEqual(['verified p1'])
    expect(byText('coral bleaching')).toEqual(['found p2'])
    expect(byText('deltas')).toEqual(['found p4'])
    expect(byText('quasitronic drift')).toEqual(['not-found'])
    expect(byText('volcanic arc')).toEqual(['verified p3'])
    expect(byText('glaciers pluck rock')).toEqual(['verified p1'])
  })

  it('cites other sections only where the model did, and never practice questions', () => {
    expect(byText('glaciers carve valleys')).toEqual(['verified p1', 'verified p3'])
    expect(byText('why do reefs')).toEqual([])
    expect(byText('ice water and fire shape')).toEqual([])
  })

  it('cites the points of a translated guide by the place of their sections', () => {
    const spanish = checkGuide(
      lecture,
      '# Tierra\n\n## Resumen\nTexto.\n\n## Conceptos clave\n- **Deltas**: a river drops its sediment where it slows at its mouth [P4]\n\n## Definiciones\n\n## Explicaciones\n\n## Preguntas\n1. ¿Qué?',
    )
    expect(spanish.citations.map((entry) => where(entry.citations))).toEqual([['verified p4']])
  })
})

describe('checking a tutor reply', () => {
  it('cites the passages it names and takes the markers out', () => {
    const reply = checkReply(
      lecture,
      'The lecture says: "Bleaching happens when heat drives the algae out" [P2]. So warm water is the risk.',
    )
    expect(reply.text).toBe(
      'The lecture says: "Bleaching happens when heat drives the algae out". So warm water is the risk.',
    )
    expect(where(reply.citations)).toEqual(['verified p2'])
  })

  it('finds the passages of quotations without markers (the offline tutor quotes with "> ")', () => {
    const reply = checkReply(
      lecture,
      'From your guide:\n\n> Volcanic arcs form above subduction zones.\n\n> Moraines mark where a glacier once stopped.',
    )
    expect(where(reply.citations)).toEqual(['verified p3', 'verified p1'])
  })

  it('shows the closest passage of a sentence the material contradicts', () => {
    const reply = checkReply(
      lecture,
      'Volcanic arcs form above subduction zones [P3]. Moraines never mark where a glacier once stopped [P1].',
    )
    expect(where(reply.citations)).toEqual(['verified p3', 'contradicted'])
  })

  it('says when a reply rests on nothing in the material', () => {
    expect(
      where(checkReply(lecture, 'Quasars are powered by supermassive black holes.').citations),
    ).toEqual(['not-found'])
  })
})
