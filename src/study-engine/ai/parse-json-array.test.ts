import { parseJsonArray, parseJsonObject } from './parse-json-array'
import { validateCards, validateQuizItems } from './schemas'

const item = {
  question: 'What absorbs light?',
  options: ['Chlorophyll', 'ATP', 'Water', 'Oxygen'],
  correctAnswer: 0,
  explanation: 'Chlorophyll is the pigment.',
}
const json = JSON.stringify([item, { ...item, question: 'Second?' }])

describe('parseJsonArray', () => {
  it.each([
    ['a bare array', json],
    ['a ```json fence', '```json\n' + json + '\n```'],
    [
      'a bare ``` fence with prose around',
      'Here is your quiz:\n```\n' + json + '\n```\nGood luck!',
    ],
    [
      'prose before and after, no fence',
      `Sure! Here are the questions: ${json} Let me know if you need more.`,
    ],
    ['trailing commas', json.replace(/\}\]$/, '},]').replace('"Oxygen"]', '"Oxygen",]')],
    ['an object wrapping the array', JSON.stringify({ questions: JSON.parse(json) as unknown })],
    [
      'an unknown wrapper key with prose',
      `Result: ${JSON.stringify({ generated: JSON.parse(json) as unknown })}`,
    ],
    ['typographic quotes', json.replace(/"question"/g, '\u201Cquestion\u201D')],
    ['a "[Note]" in the prose before the array', `[Note] generated below\n${json}`],
  ])('recovers the items from %s', (_, reply) => {
    const items = parseJsonArray(reply)
    expect(items).toHaveLength(2)
    expect(items?.[1]).toMatchObject({ question: 'Second?' })
  })

  it('keeps the complete items of a reply cut off by max_tokens', () => {
    const cut = json.slice(0, json.lastIndexOf('"Second?"') + 20)
    expect(parseJsonArray(cut)).toEqual([item])
  })

  it('skips one broken item and keeps the others', () => {
    const reply = `[${JSON.stringify(item)}, {"question": "broken" "options": [1, 2]}, ${JSON.stringify({ ...item, question: 'Third?' })}]`
    const items = parseJsonArray(reply)
    expect(items?.map((value) => (value as { question: string }).question)).toEqual([
      'What absorbs light?',
      'Third?',
    ])
  })

  it("does not mistake an item's options for the answer", () => {
    const reply = `[{"question": "Q", "options": ["a", "b", "c", "d"], "correctAnswer": 1, oops}]`
    expect(parseJsonArray(reply)).toBeNull()
  })

  it.each([
    ['prose only', 'I cannot help with that.'],
    ['empty', ''],
    ['a string array', '["a", "b"] but not as items'],
  ])('returns null or no items for %s', (_, reply) => {
    const items = parseJsonArray(reply)
    expect(items === null || validateQuizItems(items, 10).length === 0).toBe(true)
  })
})

describe('validateQuizItems', () => {
  it('drops invalid items, numbers the valid ones q_<index>, and honours the limit', () => {
    const items = [
      item,
      { ...item, options: ['only', 'three', 'options'] },
      { ...item, correctAnswer: 4 },
      { ...item, correctAnswer: 1.5 },
      { ...item, question: '   ' },
      { ...item, options: ['a', '', 'c', 'd'] },
      'not an object',
      { ...item, question: 'Kept 2' },
      { ...item, question: 'Kept 3' },
      { ...item, question: 'Over the limit' },
    ]
    const questions = validateQuizItems(items, 3)
    expect(questions.map((q) => [q.id, q.question])).toEqual([
      ['q_0', 'What absorbs light?'],
      ['q_1', 'Kept 2'],
      ['q_2', 'Kept 3'],
    ])
  })

  it.each([
    ['a numeric string', '2', 2],
    ['a letter', 'C', 2],
    ['a letter with a parenthesis', 'b)', 1],
    ["the option's text", 'Oxygen', 3],
  ])('accepts the answer as %s', (_, answer, index) => {
    const [question] = validateQuizItems([{ ...item, correctAnswer: answer }], 10)
    expect(question?.correctAnswer).toBe(index)
  })

  it('accepts alias keys and a missing explanation', () => {
    const [question] = validateQuizItems(
      [{ question: 'Q?', choices: ['a', 'b', 'c', 'd'], correct_answer: 3 }],
      10,
    )
    expect(question).toEqual({
      id: 'q_0',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 3,
      explanation: '',
    })
  })
})

describe('validateCards', () => {
  it('keeps valid cards, normalises difficulty, drops empty sides and repeated fronts', () => {
    const cards = validateCards(
      [
        { front: 'Stroma', back: 'Fluid inside the chloroplast', difficulty: 'Hard' },
        { front: 'stroma', back: 'duplicate', difficulty: 'easy' },
        { front: '', back: 'no front', difficulty: 'easy' },
        { term: 'ATP', definition: 'Energy carrier', difficulty: 'extreme' },
        { front: 'NADPH', back: 'Electron carrier' },
      ],
      10,
    )
    expect(cards).toEqual([
      { front: 'Stroma', back: 'Fluid inside the chloroplast', difficulty: 'hard' },
      { front: 'ATP', back: 'Energy carrier', difficulty: 'medium' },
      { front: 'NADPH', back: 'Electron carrier', difficulty: 'medium' },
    ])
    expect(cards[0]).not.toHaveProperty('id')
  })
})

describe('LaTeX in the JSON a model wrote', () => {
  it('keeps single backslashes of TeX commands, which JSON would eat or refuse', () => {
    const reply =
      '[{"question": "What is $\\int_0^1 x^2\\,dx$?", "options": ["$\\frac{1}{3}$", "$\\theta \\times \\nabla f$", "\\\\(\\\\sqrt{2}\\\\)", "$\\neq$"], "correctAnswer": 0, "explanation": "Line one\\nLine two \\"quoted\\" \\u00e9"}]'
    expect(parseJsonArray(reply)).toEqual([
      {
        question: 'What is $\\int_0^1 x^2\\,dx$?',
        options: ['$\\frac{1}{3}$', '$\\theta \\times \\nabla f$', '\\(\\sqrt{2}\\)', '$\\neq$'],
        correctAnswer: 0,
        explanation: 'Line one\nLine two "quoted" é',
      },
    ])
  })
})

describe('parseJsonObject', () => {
  it('reads the object of a fenced block, repaired like the arrays', () => {
    expect(
      parseJsonObject('Here:\n```json\n{ "found": [true, false,], "explanation": “Half.” }\n```'),
    ).toEqual({ found: [true, false], explanation: 'Half.' })
  })

  it('reads an object in prose and ignores braces after it', () => {
    expect(parseJsonObject('Grading {"found": [true]} (see {rubric})')).toEqual({ found: [true] })
  })

  it('is null when the reply holds no object', () => {
    expect(parseJsonObject('[1, 2] and no object')).toBeNull()
  })
})
