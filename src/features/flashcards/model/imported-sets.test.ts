import { describe, expect, it } from 'vitest'
import { MAX_IMPORTED_SET_CARDS, MAX_STUDY_SET_JSON_BYTES } from '@/config/limits'
import { jsonbTextBytes } from '@/lib/stored-size'
import { importedSets, importedSetTitle } from './imported-sets'

const ids = () => {
  let n = 0
  return () => `id-${(n += 1)}`
}
const now = new Date('2026-11-25T12:00:00Z')

describe('importedSets', () => {
  it('makes one set named after the file, numbered cards, no difficulty of their own', () => {
    const [set, ...rest] = importedSets({
      fileName: 'Biology 101.apkg',
      cards: [
        { front: 'cell', back: 'unit of life' },
        { front: 'ATP', back: 'energy' },
      ],
      citations: [[{ status: 'not-found' }], [{ status: 'not-found' }]],
      studyGuideId: 'g',
      now,
      newId: ids(),
    })
    expect(rest).toEqual([])
    expect(set).toEqual({
      id: 'id-1',
      studyGuideId: 'g',
      title: 'Biology 101',
      importedFrom: 'Biology 101.apkg',
      createdAt: now.toISOString(),
      schedule: {},
      sessions: [],
      cards: [
        {
          id: 'card_0',
          front: 'cell',
          back: 'unit of life',
          difficulty: 'medium',
          citations: [{ status: 'not-found' }],
        },
        {
          id: 'card_1',
          front: 'ATP',
          back: 'energy',
          difficulty: 'medium',
          citations: [{ status: 'not-found' }],
        },
      ],
    })
  })

  it('splits 10,000 long cards into parts that each fit the database’s 1 MiB, in order', () => {
    const cards = Array.from({ length: 10_000 }, (_, n) => ({
      front: `Term ${n}`,
      back: `${'definition '.repeat(30)}${n}`,
    }))
    const sets = importedSets({ fileName: 'big.txt', cards, studyGuideId: 'g', now, newId: ids() })
    expect(sets.length).toBeGreaterThan(1)
    expect(sets.map((set) => set.title)).toEqual(
      sets.map((_, index) => importedSetTitle('big.txt', index + 1)),
    )
    expect(sets[1]?.title).toBe('big (part 2)')
    expect(sets.flatMap((set) => set.cards.map((card) => card.front))).toEqual(
      cards.map((card) => card.front),
    )
    for (const set of sets) {
      expect(jsonbTextBytes(set.cards)).toBeLessThanOrEqual(MAX_STUDY_SET_JSON_BYTES)
      expect(set.cards.map((card) => card.id)).toEqual(set.cards.map((_, index) => `card_${index}`))
    }
    // Full parts: the next card would not have fitted.
    const first = sets[0]!
    expect(jsonbTextBytes(first.cards)).toBeGreaterThan(MAX_STUDY_SET_JSON_BYTES - 1000)
    // Newest first, as the dashboard lists sets: part 1 on top.
    expect(sets.map((set) => set.createdAt)).toEqual(
      [...sets.map((set) => set.createdAt)].sort().reverse(),
    )
  })

  it('keeps an imported set to as many cards as its whole schedule can hold', () => {
    const cards = Array.from({ length: 10_000 }, (_, n) => ({ front: `t${n}`, back: `d${n}` }))
    const sets = importedSets({
      fileName: 'short.tsv',
      cards,
      studyGuideId: 'g',
      now,
      newId: ids(),
    })
    expect(sets.map((set) => set.cards.length)).toEqual([
      MAX_IMPORTED_SET_CARDS,
      MAX_IMPORTED_SET_CARDS,
      10_000 - 2 * MAX_IMPORTED_SET_CARDS,
    ])
  })

  it('titles parts after the file without its extension', () => {
    expect(importedSetTitle('deck.apkg', 1)).toBe('deck')
    expect(importedSetTitle('my.cards.tsv', 3)).toBe('my.cards (part 3)')
    expect(importedSetTitle('.tsv', 1)).toBe('.tsv')
  })
})
