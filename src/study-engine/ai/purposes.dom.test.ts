// @vitest-environment jsdom
// The frame throttle needs frames paced like a browser's: jsdom's requestAnimationFrame runs at
// 60 per second, happy-dom's at once (setImmediate).
import { AI_LIMITS } from '@/config/limits'
import { AppError, messages } from '@/lib/errors'
import {
  aiHandlers,
  aiReplies,
  cannedReply,
  recordAiRequests,
  sampleGuide,
  splitIntoChunks,
  testAiConfig,
} from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createAiEngine } from './purposes'
import { GUIDE_SECTIONS } from './prompts'

const config = testAiConfig
const material =
  'Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs light in the chloroplasts.'

function setup(...handlers: Parameters<typeof server.use>) {
  const log = recordAiRequests()
  server.use(log.handler, ...handlers, ...aiHandlers)
  return { engine: createAiEngine(config), requests: log.requests }
}

function onlyRequest(requests: ReturnType<typeof recordAiRequests>['requests']) {
  expect(requests).toHaveLength(1)
  const [request] = requests
  if (!request) throw new Error('no request')
  return request
}

describe('request bodies per purpose', () => {
  it('title: 50 tokens, 0.3, input cut at 1000 characters, no stream', async () => {
    const { engine, requests } = setup(aiReplies.text('Photosynthesis Basics'))
    const long = 'a'.repeat(999) + 'XYZ' + 'b'.repeat(5000)
    await expect(engine.generateTitle(long)).resolves.toBe('Photosynthesis Basics')
    const { body, url, headers } = onlyRequest(requests)
    expect(url).toBe('https://ai.test/v1/chat/completions')
    expect(headers.get('authorization')).toBe('Bearer sk-test')
    expect(body).toMatchObject({ model: 'test-model', max_tokens: 50, temperature: 0.3 })
    expect(body.stream).toBeFalsy()
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user'])
    const user = body.messages[1]?.content ?? ''
    expect(user).toContain('a'.repeat(999) + 'X')
    expect(user).not.toContain('XY')
  })

  it('study guide: 4000 tokens, 0.7, streamed, asks for the six sections and the source language', async () => {
    const { engine, requests } = setup()
    const text = await engine.generateStudyGuide({ content: material, title: 'Plants' })
    const { body } = onlyRequest(requests)
    expect(text).toBe(cannedReply(body).trim())
    expect(body).toMatchObject({ model: 'test-model', ...limits('studyGuide'), stream: true })
    const [system, user] = body.messages
    for (const section of GUIDE_SECTIONS) expect(system?.content).toContain(`## ${section}`)
    expect(system?.content).toMatch(/same language as the material/)
    expect(user?.content).toContain('Title: Plants')
    expect(user?.content).toContain(material)
  })

  it('study guide with an output language asks for that language', async () => {
    const { engine, requests } = setup()
    await engine.generateStudyGuide({ content: material, language: 'Spanish' })
    expect(onlyRequest(requests).body.messages[0]?.content).toContain(
      'Write the whole guide in Spanish',
    )
  })

  it('combined guide: 4000 tokens, 0.6, streamed, every guide with its title', async () => {
    const { engine, requests } = setup()
    await engine.generateCombinedGuide({
      title: 'Unit 1',
      guides: [
        { title: 'Cells', content: 'Cells are the unit of life.' },
        { title: 'Energy', content: 'ATP stores energy.' },
      ],
    })
    const { body } = onlyRequest(requests)
    expect(body).toMatchObject({ model: 'test-model', ...limits('combinedGuide'), stream: true })
    const user = body.messages.at(-1)?.content ?? ''
    expect(user).toContain('Title: Unit 1')
    expect(user).toMatch(/GUIDE 1: Cells[\s\S]*Cells are the unit of life\.[\s\S]*GUIDE 2: Energy/)
  })

  it('tutor: 400 tokens, 0.7, streamed, guide in the system prompt and recent turns included', async () => {
    const { engine, requests } = setup()
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('ai' as const),
      content: `turn ${i}`,
    }))
    const reply = await engine.askTutor({
      guideContent: sampleGuide,
      question: 'What is stroma?',
      history,
    })
    const { body } = onlyRequest(requests)
    expect(reply).toBe(cannedReply(body))
    expect(reply).toMatch(/stroma/i)
    expect(body).toMatchObject({ ...limits('tutor'), stream: true })
    expect(body.messages[0]?.content).toContain('## Definitions')
    expect(body.messages[0]?.content).toMatch(/quote/i)
    const turns = body.messages.slice(1)
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'What is stroma?' })
    expect(turns.slice(0, -1).map((m) => m.content)).toEqual([
      'turn 4',
      'turn 5',
      'turn 6',
      'turn 7',
      'turn 8',
      'turn 9',
    ])
    expect(turns[1]?.role).toBe('assistant')
  })

  it('quiz: 3000 tokens, 0.3, count, difficulty and the 60/40 mix; ids q_<index>', async () => {
    const { engine, requests } = setup()
    const quiz = await engine.generateQuiz({
      content: material,
      count: 5,
      includeBroader: true,
      difficulty: 'hard',
    })
    expect(quiz).toHaveLength(5)
    expect(quiz.map((q) => q.id)).toEqual(['q_0', 'q_1', 'q_2', 'q_3', 'q_4'])
    expect(quiz[1]).toMatchObject({ options: expect.any(Array), correctAnswer: 1 })
    const { body } = onlyRequest(requests)
    expect(body).toMatchObject({ ...limits('quiz') })
    expect(body.stream).toBeFalsy()
    const user = body.messages[1]?.content ?? ''
    expect(user).toContain('exactly 5')
    expect(user).toContain('hard difficulty')
    expect(user).toContain('3 questions must come from the material and 2 must be broader')
  })

  it('quiz without the broader flag keeps every question in the material', async () => {
    const { engine, requests } = setup()
    await engine.generateQuiz({
      content: material,
      count: 10,
      includeBroader: false,
      difficulty: 'easy',
    })
    const user = onlyRequest(requests).body.messages[1]?.content ?? ''
    expect(user).toContain('exactly 10')
    expect(user).toContain('Every question must be answerable from the material')
  })

  it('flashcards: 3000 tokens, 0.4, count and title; cards carry no id', async () => {
    const { engine, requests } = setup()
    const cards = await engine.generateFlashcards({ content: material, title: 'Plants', count: 15 })
    expect(cards).toHaveLength(15)
    const { body } = onlyRequest(requests)
    expect(cards).toEqual(JSON.parse(cannedReply(body)))
    expect(body).toMatchObject(limits('flashcards'))
    expect(body.messages[1]?.content).toMatch(/exactly 15 flashcards for "Plants"/)
  })

  it('mistake explanation: 120 tokens, 0.5, question and both answers', async () => {
    const { engine, requests } = setup()
    const text = await engine.explainMistake({
      question: 'What absorbs light?',
      studentAnswer: 'Mitochondria',
      correctAnswer: 'Chlorophyll',
      context: material,
    })
    const { body } = onlyRequest(requests)
    expect(text).toBe(cannedReply(body))
    expect(text).toContain('Chlorophyll')
    expect(body).toMatchObject(limits('mistakeExplanation'))
    expect(body.messages[1]?.content).toMatch(
      /Student's answer: Mitochondria\nCorrect answer: Chlorophyll/,
    )
  })
})

function limits(purpose: keyof typeof AI_LIMITS) {
  return { max_tokens: AI_LIMITS[purpose].maxTokens, temperature: AI_LIMITS[purpose].temperature }
}

describe('title', () => {
  it.each([
    ['"Cell Biology Basics"', 'Cell Biology Basics'],
    ['Title: “Photosynthesis”.', 'Photosynthesis'],
    ['# The Krebs Cycle\nextra line', 'The Krebs Cycle'],
  ])('cleans %j to %j', async (reply, expected) => {
    server.use(aiReplies.text(reply))
    await expect(createAiEngine(config).generateTitle(material)).resolves.toBe(expected)
  })

  it('is at most 60 characters', async () => {
    server.use(
      aiReplies.text(
        'A very long title about the many stages of photosynthesis in green plants and algae',
      ),
    )
    const title = await createAiEngine(config).generateTitle(material)
    expect(title.length).toBeLessThanOrEqual(60)
    expect(title).toBe('A very long title about the many stages of photosynthesis')
  })

  it.each([
    ['an error status', aiReplies.status(401)],
    ['an empty reply', aiReplies.empty()],
    ['a network failure', aiReplies.networkError()],
  ])('falls back to "Study Guide" on %s', async (_, handler) => {
    server.use(handler)
    const engine = createAiEngine({ ...config, maxRetries: 0 })
    await expect(engine.generateTitle(material)).resolves.toBe(messages.titleFallback)
  })
})

describe('streaming', () => {
  it('calls onText with growing text at most once per frame and returns the full text', async () => {
    const chunks = splitIntoChunks(sampleGuide, 5)
    server.use(aiReplies.stream(chunks, { chunkDelayMs: 1 }))
    const seen: string[] = []
    const text = await createAiEngine(config).generateStudyGuide(
      { content: material },
      { onText: (soFar) => seen.push(soFar) },
    )
    expect(text).toBe(sampleGuide.trim())
    expect(seen.length).toBeGreaterThan(1)
    // Throttled: fewer renders than chunks.
    expect(seen.length).toBeLessThan(chunks.length)
    expect(seen.at(-1)).toBe(sampleGuide)
    for (let i = 1; i < seen.length; i++) expect(seen[i]?.startsWith(seen[i - 1] ?? '')).toBe(true)
  })

  it('an aborted stream rejects with kind "aborted" and stops calling onText', async () => {
    server.use(aiReplies.stream(splitIntoChunks(sampleGuide, 5), { chunkDelayMs: 5 }))
    const controller = new AbortController()
    const onText = vi.fn(() => controller.abort())
    const promise = createAiEngine(config).askTutor(
      { guideContent: sampleGuide, question: 'Why?', history: [] },
      { signal: controller.signal, onText },
    )
    const error = await promise.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).kind).toBe('aborted')
    const calls = onText.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onText.mock.calls.length).toBe(calls)
  })

  it('aborting before the reply arrives rejects with kind "aborted"', async () => {
    server.use(aiReplies.hang())
    const controller = new AbortController()
    const promise = createAiEngine(config).generateQuiz(
      { content: material, count: 5, includeBroader: false, difficulty: 'medium' },
      { signal: controller.signal },
    )
    setTimeout(() => controller.abort(), 10)
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('an aborted title request is not turned into the fallback', async () => {
    server.use(aiReplies.hang())
    const controller = new AbortController()
    const promise = createAiEngine(config).generateTitle(material, { signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' })
  })
})
