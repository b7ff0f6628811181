import { validateCards, validateQuizItems } from './schemas'

const question = {
  question: 'What do glaciers carve?',
  options: ['Valleys', 'Deltas', 'Reefs', 'Arcs'],
  correctAnswer: 0,
  explanation: 'Glaciers carve valleys.',
}

describe('the passage an item cites', () => {
  it('is kept as the model gave it, with its quote', () => {
    const [cited] = validateQuizItems(
      [{ ...question, source: 'P3', quote: 'Glaciers erode valleys by plucking.' }],
      5,
    )
    expect(cited?.claim).toEqual({ ref: 'P3', quote: 'Glaciers erode valleys by plucking.' })
  })

  it('reads numbers, lists and alias keys', () => {
    const items = [
      { ...question, source: 3 },
      { ...question, question: 'Q2?', passage: ['P1', 'P4'] },
      { ...question, question: 'Q3?', citation: '[page 2]', evidence: 'Deltas grow.' },
    ]
    expect(validateQuizItems(items, 5).map((q) => q.claim)).toEqual([
      { ref: 'P3' },
      { ref: 'P1, P4' },
      { ref: '[page 2]', quote: 'Deltas grow.' },
    ])
  })

  it('is absent for a broader question (null), and a bad one never costs the item', () => {
    const [broader, odd] = validateQuizItems(
      [
        { ...question, source: null, quote: null },
        { ...question, question: 'Q2?', source: { page: 3 } },
      ],
      5,
    )
    expect(broader).not.toHaveProperty('claim')
    expect(odd?.question).toBe('Q2?')
    expect(odd).not.toHaveProperty('claim')
  })

  it('comes with flashcards too', () => {
    const [card] = validateCards(
      [
        {
          front: 'Moraine',
          back: 'Where a glacier stopped.',
          source: 'P1',
          quote: 'Moraines mark where a glacier once stopped.',
        },
      ],
      5,
    )
    expect(card).toEqual({
      front: 'Moraine',
      back: 'Where a glacier stopped.',
      difficulty: 'medium',
      claim: { ref: 'P1', quote: 'Moraines mark where a glacier once stopped.' },
    })
  })
})
