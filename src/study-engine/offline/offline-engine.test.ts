import type { GeneratedQuestion } from '@/study-engine/types'
import { messages } from '@/lib/errors'
import { tracesToSource, isSourceSentence } from './grounding'
import { createOfflineEngine } from './offline-engine'
import {
  BIOLOGY,
  ECONOMICS,
  FRENCH,
  GERMAN,
  HISTORY,
  PHOTOSYNTHESIS,
  SPANISH,
  TRY_EXAMPLE,
} from './sample-texts'

const engine = createOfflineEngine()
const SUBJECTS = { biology: BIOLOGY, history: HISTORY, economics: ECONOMICS }
/** The document titles, which are not sections of their own. */
const HEADING_OF: Record<string, string> = {
  biology: 'The Cell',
  history: 'The French Revolution',
  economics: '',
}
const EN_HEADINGS = [
  '## Overview',
  '## Key Concepts',
  '## Definitions',
  '## Explanations',
  '## Practice Questions',
  '## Summary',
]

function sectionOf(guide: string, heading: string): string {
  const start = guide.indexOf(`${heading}\n`)
  const rest = guide.slice(start + heading.length + 1)
  const next = rest.search(/^## /m)
  return next === -1 ? rest : rest.slice(0, next)
}

function expectQuestionGrounded(q: GeneratedQuestion, source: string) {
  expect(q.options).toHaveLength(4)
  expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4)
  expect(q.correctAnswer).toBeGreaterThanOrEqual(0)
  expect(q.correctAnswer).toBeLessThanOrEqual(3)
  expect(tracesToSource(q.options[q.correctAnswer] ?? '', source)).toBe(true)
  const quoted = /"(.+)"$/.exec(q.explanation)?.[1] ?? ''
  expect(isSourceSentence(quoted, source)).toBe(true)
  expect(quoted.toLowerCase()).toContain((q.options[q.correctAnswer] ?? '').toLowerCase())
}

describe('the offline engine', () => {
  it('says what it is', () => {
    expect(engine.kind).toBe('offline')
    expect(engine.label).toBe('Offline engine — no AI')
  })

  describe.each(Object.entries(SUBJECTS))('on a %s text', (subject, source) => {
    it('writes a guide with every section, grounded in the source', async () => {
      const onText = vi.fn()
      const guide = await engine.generateStudyGuide({ content: source }, { onText })
      expect(onText).toHaveBeenCalledTimes(1)
      expect(onText).toHaveBeenCalledWith(guide)
      expect(guide).toMatch(/^# \S/)
      let position = 0
      for (const heading of EN_HEADINGS) {
        const at = guide.indexOf(`\n${heading}\n`)
        expect(at, heading).toBeGreaterThan(position)
        position = at
      }
      const definitions = [
        ...sectionOf(guide, '## Definitions').matchAll(/^- \*\*(.+?)\*\*: (.+)$/gm),
      ]
      expect(definitions.length).toBeGreaterThanOrEqual(3)
      for (const [, term, definition] of definitions) {
        expect(tracesToSource(term ?? '', source)).toBe(true)
        expect(tracesToSource(definition ?? '', source)).toBe(true)
      }
      const concepts = [
        ...sectionOf(guide, '## Key Concepts').matchAll(/^- \*\*(.+?)\*\* — (.+)$/gm),
      ]
      expect(concepts.length).toBeGreaterThanOrEqual(5)
      for (const [, , sentence] of concepts)
        expect(isSourceSentence(sentence ?? '', source)).toBe(true)
      const questions = sectionOf(guide, '## Practice Questions').match(/^\d+\. .+\?$/gm) ?? []
      expect(questions.length).toBeGreaterThanOrEqual(3)
    })

    it('groups explanations by the source’s own sections', async () => {
      const guide = await engine.generateStudyGuide({ content: source })
      const sourceHeadings = [...source.matchAll(/^(?:##\s+)?(\p{Lu}[^\n.]{2,40})$/gmu)]
        .map((m) => m[1] ?? '')
        .filter((h) => !h.startsWith('#') && h !== HEADING_OF[subject])
      const explanationHeadings = [
        ...sectionOf(guide, '## Explanations').matchAll(/^### (.+)$/gm),
      ].map((m) => m[1])
      expect(explanationHeadings).toEqual(expect.arrayContaining(sourceHeadings))
      expect(sourceHeadings.length).toBeGreaterThanOrEqual(3)
    })

    it('makes exactly 10 grounded questions at every difficulty', async () => {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const quiz = await engine.generateQuiz({
          content: source,
          count: 10,
          includeBroader: false,
          difficulty,
        })
        expect(quiz).toHaveLength(10)
        expect(quiz.map((q) => q.id)).toEqual(quiz.map((_, i) => `q_${i}`))
        expect(new Set(quiz.map((q) => q.question)).size).toBe(10)
        for (const q of quiz) {
          expectQuestionGrounded(q, source)
          // Each question cites the sentence it was built from: a whole sentence of the source.
          expect(isSourceSentence(q.claim?.quote ?? '', source), q.question).toBe(true)
        }
        // The right answer does not always sit in the same place.
        expect(new Set(quiz.map((q) => q.correctAnswer)).size).toBeGreaterThanOrEqual(3)
      }
    })

    it('makes 15 grounded flashcards without duplicate fronts', async () => {
      const cards = await engine.generateFlashcards({ content: source, title: 'Notes', count: 15 })
      expect(cards).toHaveLength(15)
      expect(new Set(cards.map((c) => c.front.toLowerCase())).size).toBe(15)
      for (const card of cards) {
        expect(['easy', 'medium', 'hard']).toContain(card.difficulty)
        const clozeFront = card.front.includes('_____')
        const quoted = /[«"„“] ?(.+?) ?[»"“”]\?$/.exec(card.front)?.[1]
        const grounded = clozeFront
          ? tracesToSource(
              card.front.replace('_____', card.back).split('_____').join(card.back),
              source,
            )
          : tracesToSource(quoted ?? card.front, source) && tracesToSource(card.back, source)
        expect(grounded, `${card.front} → ${card.back}`).toBe(true)
        expect(isSourceSentence(card.claim?.quote ?? '', source), card.front).toBe(true)
      }
    })
  })

  it('makes 10 questions and 15 cards from a ~900-character paragraph, and from its guide', async () => {
    expect(PHOTOSYNTHESIS.length).toBeGreaterThan(800)
    expect(PHOTOSYNTHESIS.length).toBeLessThan(1_100)
    const quiz = await engine.generateQuiz({
      content: PHOTOSYNTHESIS,
      count: 10,
      includeBroader: false,
      difficulty: 'medium',
    })
    expect(quiz).toHaveLength(10)
    for (const q of quiz) expectQuestionGrounded(q, PHOTOSYNTHESIS)
    const cards = await engine.generateFlashcards({
      content: PHOTOSYNTHESIS,
      title: 'Photosynthesis',
      count: 15,
    })
    expect(cards).toHaveLength(15)
    expect(new Set(cards.map((c) => c.front.toLowerCase())).size).toBe(15)

    // The app quizzes on the guide, so the guide must carry enough material too.
    const guide = await engine.generateStudyGuide({
      content: PHOTOSYNTHESIS,
      title: 'Photosynthesis',
    })
    const fromGuide = await engine.generateQuiz({
      content: guide,
      count: 10,
      includeBroader: true,
      difficulty: 'easy',
    })
    expect(fromGuide).toHaveLength(10)
    for (const q of fromGuide)
      expect(tracesToSource(q.options[q.correctAnswer] ?? '', PHOTOSYNTHESIS)).toBe(true)
    expect(
      await engine.generateFlashcards({ content: guide, title: 'Photosynthesis', count: 15 }),
    ).toHaveLength(15)
  })

  it('gives the Try Example newcomer a guide, a 10-question quiz, 15 flashcards and a tutor answer', async () => {
    const guide = await engine.generateStudyGuide({
      content: TRY_EXAMPLE,
      title: 'Photosynthesis and the Plant Cell',
    })
    expect(guide.startsWith('# Photosynthesis and the Plant Cell\n')).toBe(true)
    expect(guide).toContain('- **Calvin cycle**: The light-independent reactions')
    for (const content of [TRY_EXAMPLE, guide]) {
      const quiz = await engine.generateQuiz({
        content,
        count: 10,
        includeBroader: false,
        difficulty: 'medium',
      })
      expect(quiz).toHaveLength(10)
      for (const q of quiz) expectQuestionGrounded(q, content)
      const cards = await engine.generateFlashcards({ content, title: 'Photosynthesis', count: 15 })
      expect(cards).toHaveLength(15)
      expect(new Set(cards.map((c) => c.front.toLowerCase())).size).toBe(15)
    }
    const answer = await engine.askTutor({
      guideContent: guide,
      question: 'Where does the Calvin cycle take place?',
      history: [],
    })
    expect(answer).toContain(
      '> The light-independent reactions, known as the Calvin cycle, take place in the stroma.',
    )
  })

  it('asks easy questions about definitions and hard ones as cloze sentences', async () => {
    const easy = await engine.generateQuiz({
      content: ECONOMICS,
      count: 5,
      includeBroader: false,
      difficulty: 'easy',
    })
    const hard = await engine.generateQuiz({
      content: ECONOMICS,
      count: 5,
      includeBroader: false,
      difficulty: 'hard',
    })
    const isCloze = (q: GeneratedQuestion) => q.question.startsWith('Fill in the blank')
    expect(easy.filter(isCloze).length).toBeLessThan(hard.filter(isCloze).length)
  })

  it('honours smaller and larger counts', async () => {
    for (const count of [5, 15, 20]) {
      expect(
        await engine.generateQuiz({
          content: BIOLOGY,
          count,
          includeBroader: false,
          difficulty: 'medium',
        }),
      ).toHaveLength(count)
    }
    expect(
      await engine.generateFlashcards({ content: BIOLOGY, title: 'Cells', count: 25 }),
    ).toHaveLength(25)
  })

  it('still asks one question about a 50-character note', async () => {
    const quiz = await engine.generateQuiz({
      content: 'Osmosis moves water across a membrane into cells.',
      count: 10,
      includeBroader: false,
      difficulty: 'medium',
    })
    expect(quiz.length).toBeGreaterThanOrEqual(1)
    expect(quiz[0]?.options).toHaveLength(4)
  })
})

describe('on a guide whose source is known (a whole course)', () => {
  // A guide that kept only the first chapter, and the source it was made from: three chapters.
  const chapters = [BIOLOGY, HISTORY, ECONOMICS]
  const source = chapters.map((text, n) => ({ anchor: { kind: 'page' as const, n: n + 1 }, text }))
  const guideOfFirstChapter = BIOLOGY

  it('draws quiz questions and cards from every part of the source, quoting its sentences', async () => {
    const quiz = await engine.generateQuiz({
      content: guideOfFirstChapter,
      source,
      count: 15,
      includeBroader: false,
      difficulty: 'medium',
    })
    const cards = await engine.generateFlashcards({
      content: guideOfFirstChapter,
      source,
      count: 20,
      title: 'Course',
    })
    const chapterOf = (quote: string) => chapters.findIndex((text) => isSourceSentence(quote, text))
    for (const q of quiz) expect(chapterOf(q.claim?.quote ?? '')).toBeGreaterThanOrEqual(0)
    expect(new Set(quiz.map((q) => chapterOf(q.claim?.quote ?? ''))).size).toBeGreaterThan(1)
    expect(new Set(cards.map((c) => chapterOf(c.claim?.quote ?? ''))).size).toBeGreaterThan(1)
  })

  it('answers the tutor from the source, beyond what the guide kept', async () => {
    const question = 'What happened at the storming of the Bastille?'
    const answer = await engine.askTutor({
      guideContent: guideOfFirstChapter,
      source,
      question,
      history: [],
    })
    expect(answer).toContain('Bastille')
    const withoutSource = await engine.askTutor({
      guideContent: guideOfFirstChapter,
      question,
      history: [],
    })
    expect(withoutSource).not.toContain('Bastille')
  })
})

describe('titles', () => {
  it('uses the first heading, else the top key phrase, else the fallback', async () => {
    expect(await engine.generateTitle(HISTORY)).toBe('The French Revolution')
    expect(await engine.generateTitle(ECONOMICS)).toBe('Supply and Demand')
    expect(await engine.generateTitle(PHOTOSYNTHESIS)).toBe('Photosynthesis')
    expect(await engine.generateTitle('... !!!')).toBe(messages.titleFallback)
    const long = await engine.generateTitle(
      `# ${'Very long heading words '.repeat(8)}\n\nSome text about it here.`,
    )
    expect(long.length).toBeLessThanOrEqual(60)
  })
})

describe('other languages', () => {
  const cases = [
    {
      lang: 'Spanish',
      source: SPANISH,
      headings: [
        'Visión general',
        'Conceptos clave',
        'Definiciones',
        'Explicaciones',
        'Preguntas de práctica',
        'Resumen',
      ],
    },
    {
      lang: 'French',
      source: FRENCH,
      headings: [
        'Vue d’ensemble',
        'Concepts clés',
        'Définitions',
        'Explications',
        'Questions d’entraînement',
        'Résumé',
      ],
    },
    {
      lang: 'German',
      source: GERMAN,
      headings: [
        'Überblick',
        'Schlüsselbegriffe',
        'Definitionen',
        'Erläuterungen',
        'Übungsfragen',
        'Zusammenfassung',
      ],
    },
  ]

  it.each(cases)(
    'writes a $lang guide with translated headings and grounded definitions',
    async ({ source, headings }) => {
      const guide = await engine.generateStudyGuide({ content: source })
      for (const heading of headings) expect(guide).toContain(`\n## ${heading}\n`)
      const definitions = [...guide.matchAll(/^- \*\*(.+?)\*\*: (.+)$/gm)]
      expect(definitions.length).toBeGreaterThanOrEqual(5)
      for (const [, term, definition] of definitions) {
        expect(tracesToSource(term ?? '', source)).toBe(true)
        expect(tracesToSource(definition ?? '', source)).toBe(true)
      }
    },
  )

  it.each(cases)('makes a grounded $lang quiz and flashcards', async ({ source }) => {
    const quiz = await engine.generateQuiz({
      content: source,
      count: 10,
      includeBroader: false,
      difficulty: 'medium',
    })
    expect(quiz).toHaveLength(10)
    for (const q of quiz) {
      expect(new Set(q.options).size).toBe(4)
      expect(tracesToSource(q.options[q.correctAnswer] ?? '', source)).toBe(true)
    }
    const cards = await engine.generateFlashcards({ content: source, title: 'x', count: 15 })
    expect(cards).toHaveLength(15)
  })

  it('handles a language without a stop-word list (Dutch) through word frequencies', async () => {
    const dutch =
      'De cel is de kleinste eenheid van het leven. Alle levende wezens bestaan uit een of meer cellen. De celkern bevat het erfelijk materiaal van de cel. Mitochondriën leveren de energie voor de cel. Ribosomen maken de eiwitten van de cel. Het celmembraan regelt het transport van stoffen in en uit de cel. Bladgroenkorrels vangen het licht op voor de fotosynthese van de plant.'
    const guide = await engine.generateStudyGuide({ content: dutch })
    for (const heading of ['Overview', 'Key Concepts', 'Explanations', 'Summary'])
      expect(guide).toContain(`\n## ${heading}\n`)
    const quiz = await engine.generateQuiz({
      content: dutch,
      count: 5,
      includeBroader: false,
      difficulty: 'medium',
    })
    expect(quiz).toHaveLength(5)
    for (const q of quiz) expect(tracesToSource(q.options[q.correctAnswer] ?? '', dutch)).toBe(true)
  })

  it('writes headings in the requested output language', async () => {
    const guide = await engine.generateStudyGuide({ content: BIOLOGY, language: 'Spanish' })
    expect(guide).toContain('\n## Conceptos clave\n')
  })
})
