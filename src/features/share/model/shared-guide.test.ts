import { shareUrl, toSharedGuide } from './shared-guide'

describe('toSharedGuide', () => {
  it('reads get_shared_guide’s answer: passages, citations and sets as stored', () => {
    const shared = toSharedGuide({
      title: 'Cells',
      content: '# Cells',
      kind: 'guide',
      created_at: '2026-11-20T10:00:00Z',
      source: [{ pg: 3, t: 'A bilayer.' }],
      citations: [],
      flashcard_sets: [
        {
          title: 'Set',
          cards: [
            { id: 'card_0', front: 'Q', back: 'A', difficulty: 'easy' },
            { id: 'card_1', front: 'No back' },
          ],
          created_at: '2026-11-21',
        },
      ],
    })
    expect(shared).toEqual({
      title: 'Cells',
      content: '# Cells',
      createdAt: '2026-11-20T10:00:00Z',
      source: [{ text: 'A bilayer.', anchor: { kind: 'page', n: 3 } }],
      citations: [],
      // A malformed card is dropped, not the set.
      flashcardSets: [
        {
          id: 'shared-set-1',
          studyGuideId: null,
          title: 'Set',
          cards: [{ id: 'card_0', front: 'Q', back: 'A', difficulty: 'easy' }],
          createdAt: '2026-11-21',
          schedule: {},
          sessions: [],
        },
      ],
    })
  })

  it('is null for a link that shows nothing, and leaves out an empty source', () => {
    expect(toSharedGuide(null)).toBeNull()
    expect(toSharedGuide({ title: 'No content' })).toBeNull()
    const bare = toSharedGuide({ title: 'T', content: 'C', source: null })
    expect(bare).not.toHaveProperty('source')
    expect(bare?.flashcardSets).toEqual([])
  })

  it('builds the address from the origin and the token', () => {
    expect(shareUrl('ab12', 'https://studywise.app')).toBe('https://studywise.app/shared/ab12')
  })
})
