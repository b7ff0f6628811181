import { parseJsonArray } from './parse-json-array'
import { readSecondOpinion, validateCards, validateQuizItems } from './schemas'

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

describe('a second opinion read back', () => {
  it('reads each verdict however it is spelt, and the conflicting words', () => {
    const reply = `\`\`\`json
[{"n": 2, "verdict": "Says Otherwise", "conflicting": " warm water "},
 {"n": "1", "verdict": "STATES"},
 {"n": 3, "verdict": "does_not_say", "conflicting": "ignored"}]
\`\`\``
    expect(readSecondOpinion(parseJsonArray(reply), 3)).toEqual([
      { verdict: 'states' },
      { verdict: 'says-otherwise', conflicting: 'warm water' },
      { verdict: 'does-not-say' },
    ])
  })

  it('leaves a claim unclear when its element is missing, unknown, out of range or repeated', () => {
    const items = [
      { n: 1, verdict: 'probably true' },
      { n: 2, verdict: 'states' },
      { n: 2, verdict: 'says otherwise', conflicting: 'x' },
      { n: 7, verdict: 'says otherwise' },
      { verdict: 'says otherwise' },
    ]
    expect(readSecondOpinion(items, 3)).toEqual([
      { verdict: 'unclear' },
      { verdict: 'states' },
      { verdict: 'unclear' },
    ])
    expect(readSecondOpinion(null, 2)).toEqual([{ verdict: 'unclear' }, { verdict: 'unclear' }])
  })
})
