import { readMindMap } from './mind-map'

describe('readMindMap', () => {
  it('keeps the branches, concepts and relations that parse, with their claims', () => {
    const map = readMindMap({
      branches: [
        {
          label: ' Light reactions ',
          source: 'P1',
          concepts: [
            {
              label: 'ATP',
              definition: 'Energy carrier.',
              source: 'P1',
              quote: 'ATP carries energy.',
            },
            { label: '', definition: 'no label' },
            { definition: 'no label at all' },
            'not a concept',
          ],
        },
        { label: 'Calvin cycle', concepts: [{ label: 'Glucose' }] },
        { concepts: [{ label: 'Orphan' }] },
      ],
      relations: [
        { from: 'atp', to: 'Glucose', label: 'powers' },
        { from: 'ATP', to: 'Starch', label: 'is stored as' },
        { from: 'ATP', to: 'ATP', label: 'is' },
        { from: 'Glucose', to: 'Light reactions', label: '' },
        { from: 'Glucose', to: 'Light reactions', label: 'is made after' },
      ],
    })
    expect(map).toEqual({
      branches: [
        {
          label: 'Light reactions',
          claim: { ref: 'P1' },
          concepts: [
            {
              label: 'ATP',
              definition: 'Energy carrier.',
              claim: { ref: 'P1', quote: 'ATP carries energy.' },
            },
          ],
        },
        { label: 'Calvin cycle', concepts: [{ label: 'Glucose' }] },
      ],
      relations: [
        { from: 'atp', to: 'Glucose', label: 'powers' },
        { from: 'Glucose', to: 'Light reactions', label: 'is made after' },
      ],
    })
  })

  it('gives no map for a reply with no branch it can read', () => {
    expect(readMindMap(null)).toBeNull()
    expect(readMindMap({ branches: 'Light reactions' })).toBeNull()
    expect(readMindMap({ branches: [{ label: 42 }], relations: [] })).toBeNull()
  })
})
