import { messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { joinPages, makeSourcePages } from '@/testing/long-source-fixtures'
import { server } from '@/testing/msw-server'
import { createAiEngine } from '../purposes'
import { flashcardMessages, numberedSource, quizMessages, tutorMessages } from '../prompts'
import { promptTokens, userText } from '../testing/long-source-test-kit'

const config = {
  baseURL: 'https://ai.test/v1',
  apiKey: 'sk-test',
  model: 'test-model',
  maxRetries: 0,
  contextTokens: 8_192,
}

function setup() {
  const log = recordAiRequests()
  server.use(log.handler, ...aiHandlers)
  return log.requests
}

const pagesIn = (text: string) =>
  [...text.matchAll(/\[P(\d+) \| page (\d+)\]/g)].map((m) => {
    // Each passage is tagged with its number in the source, which is its page here.
    expect(m[1]).toBe(m[2])
    return Number(m[2])
  })

describe('quiz and flashcards over a long source', () => {
  it('draw passages from the beginning, middle and end of the source, within the window', async () => {
    const requests = setup()
    const source = makeSourcePages(90)
    const engine = createAiEngine(config)
    const input = { content: joinPages(source), source, count: 5, includeBroader: false }
    await engine.generateQuiz({ ...input, difficulty: 'medium' })
    await engine.generateFlashcards({ ...input, title: 'Cells' })
    expect(requests.map((r) => r.purpose)).toEqual(['quiz', 'flashcards'])
    for (const { body } of requests) {
      expect(promptTokens(body)).toBeLessThanOrEqual(config.contextTokens)
      const pages = pagesIn(userText(body))
      expect(pages.some((n) => n <= 30)).toBe(true)
      expect(pages.some((n) => n > 30 && n <= 60)).toBe(true)
      expect(pages.some((n) => n > 60)).toBe(true)
      expect(pages).toEqual([...pages].sort((a, b) => a - b))
      // Each item is asked to cite its passage.
      expect(body.messages[0]?.content).toContain('"source": the number of the source passage')
    }
  })

  it('send numbered source passages beside a short guide, so each item can cite one', async () => {
    const requests = setup()
    const source = makeSourcePages(4, 1_500)
    const content = '# Cells\n\n## Overview\nA short guide about cells.'
    const input = { content, source, count: 5, includeBroader: false }
    await createAiEngine(config).generateQuiz({ ...input, difficulty: 'easy' })
    await createAiEngine(config).generateFlashcards({ ...input, title: 'Cells' })
    for (const { body } of requests) {
      const text = userText(body)
      expect(text).toContain('<<<MATERIAL\n# Cells')
      expect(text).toContain('<<<SOURCE PASSAGES\n[P1 | page 1]')
      expect(pagesIn(text)).toEqual([1, 2, 3, 4])
      for (const page of source) expect(text).toContain(page.text)
    }
  })

  it('on a short guide of a long source, draw from the whole source, not only from the guide', async () => {
    const requests = setup()
    const source = makeSourcePages(90)
    const guide = '# Cells\n\n## Overview\nA short guide of a long course.'
    const engine = createAiEngine(config)
    const input = { content: guide, source, count: 5, includeBroader: false }
    await engine.generateQuiz({ ...input, difficulty: 'medium' })
    await engine.generateFlashcards({ ...input, title: 'Cells' })
    for (const { body } of requests) {
      const text = userText(body)
      expect(text).not.toContain('A short guide of a long course.')
      expect(text).toContain('excerpts taken evenly from the beginning to the end')
      const pages = pagesIn(text)
      expect(Math.min(...pages)).toBeLessThanOrEqual(10)
      expect(pages.some((n) => n > 40 && n <= 50)).toBe(true)
      expect(Math.max(...pages)).toBeGreaterThan(80)
      expect(promptTokens(body)).toBeLessThanOrEqual(config.contextTokens)
    }
  })

  it('on a guide whose source fits the window, ask on the guide with the whole source beside it, numbered', async () => {
    const requests = setup()
    const source = makeSourcePages(2, 1_500)
    const guide = '# Cells\n\n## Overview\nCells divide by mitosis and by meiosis.'
    const engine = createAiEngine(config)
    const quiz = {
      content: guide,
      source,
      count: 5,
      includeBroader: false,
      difficulty: 'easy' as const,
    }
    const cards = { content: guide, source, count: 5, title: 'Cells' }
    await engine.generateQuiz(quiz)
    await engine.generateFlashcards(cards)
    // Today's request, plus every passage of the source tagged '[P1 | page 1]' for citations.
    const passages = numberedSource(source)
    expect(requests.map((r) => r.body.messages)).toEqual([
      quizMessages(quiz, { passages }),
      flashcardMessages(cards, { passages }),
    ])
  })

  it('send short material exactly as before', async () => {
    const requests = setup()
    const content = joinPages(makeSourcePages(2, 1_500))
    const input = { content, count: 5, includeBroader: true, difficulty: 'easy' as const }
    await createAiEngine(config).generateQuiz(input)
    expect(requests[0]?.body.messages).toEqual(quizMessages(input))
  })
})

describe('the tutor with a long source', () => {
  const source: SourcePassage[] = makeSourcePages(80).map((page) =>
    page.anchor.kind === 'page' && page.anchor.n === 57
      ? {
          ...page,
          text: `${page.text}\n\nThe zymogen granules of chief cells store pepsinogen until a meal arrives.`,
        }
      : page,
  )
  const input = { guideContent: '# Digestion\n\n## Overview\nHow the stomach works.', history: [] }

  it('adds the passages that best match the question to the guide, within the window', async () => {
    const requests = setup()
    await createAiEngine(config).askTutor({
      ...input,
      question: 'What do zymogen granules store?',
      source,
    })
    const body = requests[0]?.body
    if (!body) throw new Error('no request')
    const system = body.messages[0]?.content ?? ''
    expect(system).toContain('How the stomach works.')
    expect(system).toContain('SOURCE PASSAGES')
    expect(system).toContain('| page 57]')
    expect(system).toContain('put its number in square brackets')
    expect(system).toContain('zymogen granules of chief cells store pepsinogen')
    expect(promptTokens(body)).toBeLessThanOrEqual(8_192)
  })

  it('without a source asks exactly as before', async () => {
    const requests = setup()
    const plain = { ...input, question: 'What do zymogen granules store?' }
    await createAiEngine(config).askTutor(plain)
    expect(requests[0]?.body.messages).toEqual(tutorMessages(plain))
  })
})

describe('a combined guide over long guides', () => {
  it('reads the guides in parts instead of failing as too long', async () => {
    const requests = setup()
    const guides = makeSourcePages(8, 12_000).map((page, index) => ({
      title: `Chapter ${index + 1}`,
      content: page.text,
    }))
    const guide = await createAiEngine(config).generateCombinedGuide({ title: 'Unit 1', guides })
    expect(guide).not.toBe(messages.combinedTooLong)
    const purposes = requests.map((r) => r.purpose)
    expect(purposes.filter((p) => p === 'chunkNotes').length).toBeGreaterThan(1)
    expect(purposes.at(-1)).toBe('combinedGuide')
    const final = requests.at(-1)?.body
    if (!final) throw new Error('no request')
    expect(userText(final)).toContain('[Chapter 8]')
    for (const { body } of requests) expect(promptTokens(body)).toBeLessThanOrEqual(8_192)
  })
})
