import { describe, expect, it } from 'vitest'
import { examSectionFor } from '../../../tests/support/fake-openai-exam'
import { readExamQuestions } from './exam-questions'
import { examMessages } from './prompts'

const choice = {
  kind: 'choice',
  question: 'Which magma traps gas?',
  options: ['Rhyolite', 'Basalt', 'Ash', 'Water'],
  correctAnswer: 0,
  explanation: 'Sticky rhyolite magma traps gas.',
  source: 'P2',
  quote: 'Sticky rhyolite magma traps gas and explodes in violent eruptions.',
}
const trueFalse = {
  kind: 'true-false',
  statement: 'Basalt lava is sticky.',
  answer: false,
  correction: 'Basalt lava is runny.',
  source: 'P2',
  quote: 'Runny basalt lava flows far from the vent in quiet eruptions.',
}
const blank = {
  kind: 'blank',
  sentence: '_____ lowers the melting point of the rock.',
  answer: 'Water',
  source: 2,
  quote: 'Water lowers the melting point of the rock.',
}
const written = {
  kind: 'written',
  question: 'Why does magma rise?',
  modelAnswer: 'Molten rock is less dense than the rock around it, so it rises.',
  rubric: [
    { point: 'Molten rock is less dense than solid rock.', source: 'P1', quote: 'less dense' },
    { point: 'Less dense rock rises.', source: 'P1', quote: 'The molten rock rises' },
  ],
}

describe('readExamQuestions', () => {
  it('reads each kind with the passage it claims, a rubric point by point', () => {
    expect(readExamQuestions(JSON.stringify([choice, trueFalse, blank, written]))).toEqual([
      {
        kind: 'choice',
        question: choice.question,
        options: choice.options,
        correctAnswer: 0,
        explanation: choice.explanation,
        claim: { ref: 'P2', quote: choice.quote },
      },
      {
        kind: 'true-false',
        statement: trueFalse.statement,
        answer: false,
        correction: trueFalse.correction,
        claim: { ref: 'P2', quote: trueFalse.quote },
      },
      {
        kind: 'blank',
        sentence: blank.sentence,
        answer: 'Water',
        claim: { ref: 'P2', quote: blank.quote },
      },
      {
        kind: 'written',
        question: written.question,
        modelAnswer: written.modelAnswer,
        points: [
          { text: written.rubric[0]!.point, claim: { ref: 'P1', quote: 'less dense' } },
          { text: written.rubric[1]!.point, claim: { ref: 'P1', quote: 'The molten rock rises' } },
        ],
      },
    ])
  })

  it('takes the near-misses models make: "True" as a string, a rubric of strings, another kind name', () => {
    const items = readExamQuestions(
      JSON.stringify([
        { ...trueFalse, kind: 'True/False', answer: 'True' },
        { ...written, kind: 'essay', rubric: ['Less dense.', 'It rises.', '', 'Through cracks.'] },
      ]),
    )
    expect(items.map((item) => item.kind)).toEqual(['true-false', 'written'])
    expect(items[0]).toMatchObject({ answer: true })
    expect(items[1]).toMatchObject({
      points: [{ text: 'Less dense.' }, { text: 'It rises.' }, { text: 'Through cracks.' }],
    })
  })

  it('leaves out what it cannot read and keeps the rest; a reply without JSON gives none', () => {
    const reply = `Here is your exam:\n${JSON.stringify([
      { ...choice, options: ['Rhyolite', 'Basalt'] }, // 2 options
      { ...blank, sentence: 'Water lowers the melting point.' }, // no blank
      { ...written, rubric: [{ point: 'Only one point.' }] }, // fewer than 2 points
      { ...trueFalse, answer: 'maybe' },
      { question: 'No kind at all?' },
      null,
      blank,
      { ...written, rubric: [1, 2, 3, 4, 5].map((n) => ({ point: `Point ${n}.` })) },
    ])}`
    const items = readExamQuestions(reply)
    expect(items.map((item) => item.kind)).toEqual(['blank', 'written'])
    // At most 4 points.
    expect(items[1]).toMatchObject({ points: [1, 2, 3, 4].map((n) => ({ text: `Point ${n}.` })) })
    expect(readExamQuestions('I cannot write an exam about this.')).toEqual([])
    expect(readExamQuestions('{"questions": "none"}')).toEqual([])
    expect(readExamQuestions('')).toEqual([])
  })

  it('keeps the questions of a reply cut off mid-question', () => {
    const whole = JSON.stringify([choice, blank, written])
    const cut = whole.slice(0, whole.indexOf('"rubric"') + 20)
    expect(readExamQuestions(cut).map((item) => item.kind)).toEqual(['choice', 'blank'])
  })
})

describe('examMessages', () => {
  const content = '## Kinds of eruptions\n\nRunny basalt lava flows far from the vent.'
  const source = [
    { anchor: { kind: 'page' as const, n: 2 }, text: 'Runny basalt lava flows far from the vent.' },
  ]

  it('asks for each kind by count, written rubrics of 2 to 4 cited points, with the numbered passages', () => {
    const [system, user] = examMessages({
      content,
      counts: [
        { kind: 'choice', count: 2 },
        { kind: 'written', count: 1 },
        { kind: 'blank', count: 0 },
      ],
      source,
    })
    expect(user?.content).toContain(
      'Write exactly 2 multiple-choice ("choice"), 1 written-answer ("written") questions on this section.',
    )
    expect(user?.content).not.toContain('"blank"')
    expect(user?.content).toContain('[P1 | page 2]')
    expect(system?.content).toContain('2 to 4 points a full answer makes')
    expect(system?.content).toContain('Every rubric point has its own "source" and "quote"')
  })

  it('without a source asks for no citations', () => {
    const [system, user] = examMessages({ content, counts: [{ kind: 'blank', count: 1 }] })
    expect(system?.content).not.toContain('"source"')
    expect(user?.content).not.toContain('SOURCE PASSAGES')
  })

  it("the test AI's answer reads back as the kinds asked for, each citing the passage that holds it", () => {
    const [, user] = examMessages({
      content,
      counts: [
        { kind: 'choice', count: 1 },
        { kind: 'true-false', count: 1 },
        { kind: 'blank', count: 1 },
        { kind: 'written', count: 1 },
      ],
      source,
    })
    const items = readExamQuestions(examSectionFor(user!.content))
    expect(items.map((item) => item.kind)).toEqual(['choice', 'true-false', 'blank', 'written'])
  })
})
