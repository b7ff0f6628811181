import { onPurpose, replyFor } from '@/testing/ai-handlers'

/** The sections of `proseGuideContent` (testing/exam-guide.ts), one page each. */
export const PROSE_SECTIONS = ['How magma forms', 'Kinds of eruptions', 'Living near volcanoes']

/**
 * A model that writes each section's questions from that section, citing its page (P1–P3: the
 * guide's three pages, numbered as the request tags them).
 */
const facts: Record<string, { question: string; right: string; wrong: string[]; quote: string }[]> =
  {
    'How magma forms': [
      {
        question: 'What lowers the melting point of the rock?',
        right: 'Water',
        wrong: ['Ash', 'Basalt', 'Soil'],
        quote: 'Water lowers the melting point of the rock.',
      },
      {
        question: 'Why does molten rock rise?',
        right: 'It is less dense than the solid rock around it',
        wrong: ['It is colder', 'It holds water', 'It is heavier'],
        quote: 'The molten rock rises because it is less dense than the solid rock around it.',
      },
    ],
    'Kinds of eruptions': [
      {
        question: 'Which magma traps gas and explodes?',
        right: 'Rhyolite',
        wrong: ['Basalt', 'Granite', 'Water'],
        quote: 'Sticky rhyolite magma traps gas and explodes in violent eruptions.',
      },
      {
        question: 'Which lava flows far from the vent?',
        right: 'Basalt',
        wrong: ['Rhyolite', 'Ash', 'Pumice'],
        quote: 'Runny basalt lava flows far from the vent in quiet eruptions.',
      },
    ],
    'Living near volcanoes': [
      {
        question: 'What do scientists watch to warn people?',
        right: 'Ground swelling and gas release',
        wrong: ['Rainfall', 'Tides', 'Moonlight'],
        quote:
          'Scientists watch ground swelling and gas release to warn people before an eruption.',
      },
    ],
  }

/**
 * The section the request's material is (its heading), asked `count` questions citing its page;
 * past its facts, each again (marked 'once more' unless `plainRepeats`).
 */
function sectionQuestions(material: string, count: number, plainRepeats = false) {
  const page = PROSE_SECTIONS.findIndex((section) => material.includes(`## ${section}`))
  const own = facts[PROSE_SECTIONS[page]!]!
  return Array.from({ length: count }, (_, i) => {
    const fact = own[i % own.length]!
    return {
      question: `${fact.question}${i >= own.length && !plainRepeats ? ' once more' : ''}`,
      options: [fact.right, ...fact.wrong],
      correctAnswer: 0,
      explanation: fact.quote,
      source: `P${page + 1}`,
      quote: fact.quote,
    }
  })
}

/** The scripted model: the quiz purpose answered from the section the request names. */
export const proseSectionsByModel = onPurpose('quiz', (body) => {
  const user = body.messages.at(-1)?.content ?? ''
  const count = Number(/exactly (\d+)/.exec(user)?.[1] ?? 1)
  return replyFor(body, JSON.stringify(sectionQuestions(user, count)))
})

/**
 * The scripted model's practice-exam sections (purpose `exam`): the multiple-choice questions
 * asked for, as the quiz above writes them; no other kind (those are asked as a quiz).
 */
export const proseChoicesByModel = onPurpose('exam', (body) => {
  const user = body.messages.at(-1)?.content ?? ''
  const count = Number(/(\d+) multiple-choice/.exec(user)?.[1] ?? 0)
  const questions = sectionQuestions(user, count).map((question) => ({
    kind: 'choice',
    ...question,
  }))
  return replyFor(body, JSON.stringify(questions))
})

/**
 * A model that repeats itself (audit s61 E5): asked for n multiple-choice questions on a
 * section, it writes its first fact twice, then the next ones in turn (a repeat whenever the
 * section has fewer facts than asked).
 */
export const proseRepeatsByModel = onPurpose('exam', (body) => {
  const user = body.messages.at(-1)?.content ?? ''
  const count = Number(/(\d+) multiple-choice/.exec(user)?.[1] ?? 0)
  const facts = sectionQuestions(user, count, true)
  const questions = facts.map((_, i) => ({ kind: 'choice', ...facts[Math.max(0, i - 1)] }))
  return replyFor(body, JSON.stringify(questions))
})

/** A quiz that gives nothing past the section's facts: its own questions again, as written. */
export const proseQuizRepeats = onPurpose('quiz', (body) => {
  const user = body.messages.at(-1)?.content ?? ''
  const count = Number(/exactly (\d+)/.exec(user)?.[1] ?? 1)
  return replyFor(body, JSON.stringify(sectionQuestions(user, count, true)))
})
