import { messages } from '@/lib/errors'
import { isSourceSentence } from './grounding'
import { createOfflineEngine } from './offline-engine'
import { BIOLOGY, ECONOMICS, GERMAN, HISTORY } from './sample-texts'

const engine = createOfflineEngine()

function quotes(answer: string): string[] {
  return [...answer.matchAll(/^> (.+)$/gm)].map((m) => m[1] ?? '')
}

describe('the offline tutor', () => {
  it('says it quotes, and quotes the best-matching passages of the guide', async () => {
    const onText = vi.fn()
    const answer = await engine.askTutor(
      { guideContent: BIOLOGY, question: 'What do ribosomes build?', history: [] },
      { onText },
    )
    expect(
      answer.startsWith(
        'Offline engine — no AI: here are the passages of your guide that best match your question:',
      ),
    ).toBe(true)
    expect(onText).toHaveBeenCalledWith(answer)
    const passages = quotes(answer)
    expect(passages.length).toBeGreaterThanOrEqual(1)
    expect(passages.length).toBeLessThanOrEqual(3)
    expect(passages[0]).toBe('Ribosomes are small structures that build proteins from amino acids.')
    for (const p of passages) expect(isSourceSentence(p, BIOLOGY)).toBe(true)
  })

  it('uses the previous question for a follow-up without words of its own', async () => {
    const answer = await engine.askTutor({
      guideContent: HISTORY,
      question: 'And why?',
      history: [
        { role: 'user', content: 'Who called the Estates-General?' },
        { role: 'ai', content: 'Offline engine — no AI: …' },
      ],
    })
    expect(quotes(answer)[0]).toBe(
      'King Louis XVI called the Estates-General in May 1789 to approve new taxes.',
    )
  })

  it('is honest when nothing matches', async () => {
    const answer = await engine.askTutor({
      guideContent: ECONOMICS,
      question: 'Who painted the Mona Lisa?',
      history: [],
    })
    expect(quotes(answer)).toEqual([])
    expect(answer).toContain('could not find a passage of your guide')
    expect(answer).toContain('not reason')
  })

  it('answers in the language of the guide', async () => {
    const answer = await engine.askTutor({
      guideContent: GERMAN,
      question: 'Was stellen Ribosomen her?',
      history: [],
    })
    expect(answer.startsWith('Offline-Engine — keine KI')).toBe(true)
    expect(quotes(answer)[0]).toBe('Ribosomen sind Strukturen, die Proteine herstellen.')
  })
})

describe('offline mistake explanations', () => {
  it('quotes the source sentence that holds the right answer', async () => {
    const explanation = await engine.explainMistake({
      question: 'Which organelle stores the cell’s DNA?',
      studentAnswer: 'Ribosome',
      correctAnswer: 'nucleus',
      context: BIOLOGY,
    })
    expect(explanation).toBe(
      'The correct answer is "nucleus". The source says: "The nucleus is the organelle that stores the cell\'s DNA."',
    )
  })

  it('falls back to the spec sentence when the context does not cover the question', async () => {
    const explanation = await engine.explainMistake({
      question: 'Who painted the Mona Lisa?',
      studentAnswer: 'Monet',
      correctAnswer: 'Leonardo',
      context: ECONOMICS,
    })
    expect(explanation).toBe(messages.explanationFallback)
  })
})

describe('offline combined guide', () => {
  it('writes one guide with an explanation section per guide title', async () => {
    const onText = vi.fn()
    const biologyGuide = await engine.generateStudyGuide({ content: BIOLOGY })
    const combined = await engine.generateCombinedGuide(
      {
        title: 'Combined Study Guide',
        guides: [
          { title: 'Cells', content: biologyGuide },
          { title: 'Markets', content: ECONOMICS },
        ],
      },
      { onText },
    )
    expect(onText).toHaveBeenCalledWith(combined)
    expect(combined.startsWith('# Combined Study Guide\n')).toBe(true)
    expect(combined).toContain('\n### Cells\n')
    expect(combined).toContain('\n### Markets\n')
    for (const heading of [
      'Overview',
      'Key Concepts',
      'Definitions',
      'Explanations',
      'Practice Questions',
      'Summary',
    ])
      expect(combined.split(`\n## ${heading}\n`)).toHaveLength(2)
  })
})

describe('cancellation', () => {
  it('rejects a call whose signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      engine.generateStudyGuide({ content: BIOLOGY }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AppError', kind: 'aborted' })
  })
})
