import { describe, expect, it } from 'vitest'
import { makeCards } from '@/entities/flashcard/testing/flashcard-factories'
import { scheduleCsv } from './schedule-csv'
import { reviewCard } from '@/entities/flashcard/scheduling'

const NOW = new Date('2026-11-20T10:00:00')

describe('scheduleCsv', () => {
  it('writes Anki’s header lines, then each card with its due day and FSRS state', () => {
    const learned = reviewCard(undefined, 'medium', NOW)
    const csv = scheduleCsv({ cards: makeCards(2), schedule: { card_0: learned } }, NOW)
    const lines = csv.split('\r\n')
    expect(lines.slice(0, 3)).toEqual([
      '#separator:comma',
      '#html:false',
      '#columns:Front,Back,Source,Due,State,Stability (days),Difficulty,Reviews,Lapses,Last review',
    ])
    const due = new Date(learned.due)
    const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`
    expect(lines[3]).toBe(
      `Term 1,Definition of term 1.,,${day},Review,${learned.stability.toFixed(2)},${learned.difficulty.toFixed(2)},1,0,2026-11-20`,
    )
    expect(lines[4]).toBe('Term 2,Definition of term 2.,,2026-11-20,New,,,0,0,')
    expect(lines[5]).toBe('')
  })

  it('keeps a card that starts like a formula as text', () => {
    const csv = scheduleCsv(
      { cards: [{ id: 'c', front: '=1+1', back: 'two', difficulty: 'easy' }], schedule: {} },
      NOW,
    )
    expect(csv.split('\r\n')[3]).toBe(`"'=1+1",two,,2026-11-20,New,,,0,0,`)
  })
})
