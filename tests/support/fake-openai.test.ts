import { spawn } from 'node:child_process'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../src/lib/errors'
import { createAiEngine } from '../../src/study-engine/ai/purposes'
import { GUIDE_SECTIONS } from '../../src/study-engine/ai/prompts'
import { joinPages, makeSourcePages } from '../../src/testing/long-source-fixtures'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai'
import { INVENTED_POINT, withoutMarkers } from './fake-openai-replies'

const notes =
  'Photosynthesis converts light energy into chemical energy. Chlorophyll in the chloroplasts absorbs red and blue light. The Calvin cycle fixes carbon dioxide into glucose using ATP and NADPH. Oxygen is released as a by-product of splitting water.'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())
afterEach(() => fake.reset())

const engine = (maxRetries = 0) =>
  createAiEngine({ baseURL: fake.url, apiKey: 'sk-fake', model: 'gpt-4', maxRetries })
const control = (path: string, init?: RequestInit) => fetch(new URL(path, fake.url).href, init)
const script = (body: object) =>
  control('/__script', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('fake OpenAI-compatible server', () => {
  it('streams a structured guide built from the notes', async () => {
    const seen: string[] = []
    const guide = await engine().generateStudyGuide(
      { content: notes, title: 'Plant Energy' },
      { onText: (t) => seen.push(t) },
    )
    expect(guide.startsWith('# Plant Energy')).toBe(true)
    for (const section of GUIDE_SECTIONS) expect(guide).toContain(`## ${section}`)
    expect(guide).toContain('Photosynthesis converts light energy into chemical energy.')
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.at(-1)?.trim()).toBe(guide)
    const [request] = fake.requests()
    expect(request).toMatchObject({
      purpose: 'studyGuide',
      authorization: 'Bearer sk-fake',
      body: { stream: true, max_tokens: 4000 },
    })
  })

  it('answers quiz and flashcards with valid arrays honouring the count', async () => {
    const quiz = await engine().generateQuiz({
      content: notes,
      count: 7,
      includeBroader: true,
      difficulty: 'medium',
    })
    expect(quiz).toHaveLength(7)
    for (const q of quiz) {
      expect(q.options).toHaveLength(4)
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0)
      expect(q.correctAnswer).toBeLessThanOrEqual(3)
    }
    const cards = await engine().generateFlashcards({ content: notes, title: 'Plants', count: 20 })
    expect(cards).toHaveLength(20)
    expect(fake.requests().map((r) => r.purpose)).toEqual(['quiz', 'flashcards'])
  })

  it('answers title, tutor and mistake explanation', async () => {
    await expect(engine().generateTitle(notes)).resolves.toBe(
      'Photosynthesis Converts Light Energy Into',
    )
    const guide = await engine().generateStudyGuide({ content: notes })
    const answer = await engine().askTutor({
      guideContent: guide,
      question: 'What does chlorophyll absorb?',
      history: [],
    })
    expect(answer).toMatch(/^The guide says: ".*chlorophyll/i)
    const why = await engine().explainMistake({
      question: 'What absorbs light?',
      studentAnswer: 'Oxygen',
      correctAnswer: 'Chlorophyll',
      context: notes,
    })
    expect(why).toMatch(/^Chlorophyll is right/)
  })

  it('cites the passages the app numbers, with one made-up point', async () => {
    const source = makeSourcePages(3, 600)
    const guide = await engine().generateStudyGuide({ content: joinPages(source), source })
    for (const n of [1, 2, 3]) expect(guide).toMatch(new RegExp(`\\[P${n}\\]$`, 'm'))
    expect(guide).toContain(`**${INVENTED_POINT.term}**: ${INVENTED_POINT.text}`)
    expect(withoutMarkers(guide)).not.toMatch(/\[P\d/)
    const input = { content: guide, source, count: 4, includeBroader: false }
    const quiz = await engine().generateQuiz({ ...input, difficulty: 'easy' })
    expect(quiz.map((q) => q.claim?.ref)).toEqual(['P1', 'P2', 'P3', 'P1'])
    for (const q of quiz) expect(source.map((p) => p.text).join(' ')).toContain(q.claim?.quote)
    const cards = await engine().generateFlashcards({ ...input, title: 'Pages' })
    expect(cards.map((c) => c.claim?.ref)).toEqual(['P1', 'P2', 'P3', 'P1'])
  })

  it('serves plain JSON and SSE over HTTP, with CORS for the browser app', async () => {
    const body = {
      model: 'm',
      max_tokens: 50,
      temperature: 0.3,
      messages: [{ role: 'user', content: notes }],
    }
    const plain = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    expect(plain.headers.get('access-control-allow-origin')).toBe('*')
    expect(
      ((await plain.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message
        .content,
    ).toBeTruthy()
    const sse = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ ...body, stream: true }),
    })
    expect(sse.headers.get('content-type')).toBe('text/event-stream')
    expect((await sse.text()).trimEnd().endsWith('data: [DONE]')).toBe(true)
    const preflight = await fetch(`${fake.url}/chat/completions`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
  })

  it('records requests (GET /__requests) and forgets them (DELETE)', async () => {
    await engine().generateTitle(notes)
    const listed = (await (await control('/__requests')).json()) as { purpose: string }[]
    expect(listed.map((r) => r.purpose)).toEqual(['title'])
    await control('/__requests', { method: 'DELETE' })
    expect(fake.requests()).toEqual([])
  })

  it('fails the next N calls as scripted, then recovers', async () => {
    await script({ status: 429, times: 2 })
    await expect(engine().generateTitle(notes)).resolves.toBe(messages.titleFallback)
    await expect(engine().generateStudyGuide({ content: notes })).rejects.toMatchObject({
      message: messages.rateLimited,
    })
    await expect(engine().generateStudyGuide({ content: notes })).resolves.toContain('## Summary')
  })

  it('scripts status and body, and can target one purpose', async () => {
    await script({ purpose: 'studyGuide', status: 401 })
    await expect(engine().generateTitle(notes)).resolves.not.toBe(messages.titleFallback)
    await expect(engine().generateStudyGuide({ content: notes })).rejects.toMatchObject({
      message: messages.invalidApiKey,
    })
    await script({
      status: 429,
      body: { error: { message: 'quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
    })
    await expect(
      engine().generateQuiz({
        content: notes,
        count: 5,
        includeBroader: false,
        difficulty: 'easy',
      }),
    ).rejects.toMatchObject({
      message: messages.quotaExceeded,
    })
    await script({ body: 'not json at all' })
    await expect(
      engine().generateFlashcards({ content: notes, title: 'T', count: 10 }),
    ).rejects.toMatchObject({
      message: messages.flashcardsFailed,
    })
  })

  it('can target the requests that carry a text, leaving the others alone', async () => {
    await script({ status: 500, times: 10, contains: 'Calvin cycle' })
    await expect(engine().generateTitle('Mitosis splits one nucleus into two.')).resolves.toBe(
      'Mitosis Splits One Nucleus Into',
    )
    await expect(engine().generateTitle(notes)).resolves.toBe(messages.titleFallback)
    expect(fake.requests().map((r) => r.body.messages.at(-1)?.content.includes('Calvin'))).toEqual([
      false,
      true,
    ])
  })

  it('is retried by the client on 500', async () => {
    await script({ status: 500, times: 1 })
    await expect(engine(2).generateTitle(notes)).resolves.toBe(
      'Photosynthesis Converts Light Energy Into',
    )
    expect(fake.requests()).toHaveLength(2)
  })

  it("a provider dying mid-stream gives the purpose's failure message", async () => {
    await script({ failAfterChunks: 3 })
    const seen: string[] = []
    await expect(
      engine().generateStudyGuide({ content: notes }, { onText: (t) => seen.push(t) }),
    ).rejects.toMatchObject({
      message: messages.guideFailed,
    })
  })

  it('streams slowly when scripted, and the client can abort', async () => {
    await script({ chunkDelayMs: 50 })
    const controller = new AbortController()
    const started = Date.now()
    const pending = engine().generateStudyGuide(
      { content: notes },
      { signal: controller.signal, onText: () => controller.abort() },
    )
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('delays the reply when scripted, and DELETE /__script drops pending scripts', async () => {
    await script({ delayMs: 150 })
    const started = Date.now()
    await engine().generateTitle(notes)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    await script({ status: 500, times: 5 })
    await control('/__script', { method: 'DELETE' })
    await expect(engine().generateTitle(notes)).resolves.not.toBe(messages.titleFallback)
  })

  it('holds a scripted reply until POST /__release names its hold', async () => {
    await script({ hold: 'title', body: 'Held Title' })
    let answered = false
    const title = engine()
      .generateTitle(notes)
      .finally(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    await control('/__release', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hold: 'title' }),
    })
    await expect(title).resolves.toBe('Held Title')
  })

  it('enforces a context window as OpenAI does (POST /__context)', async () => {
    await control('/__context', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokens: 2_000 }),
    })
    const response = await control('/v1/chat/completions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt-4',
        max_tokens: 1_000,
        messages: [{ role: 'user', content: notes.repeat(30) }],
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('context_length_exceeded')
    expect(body.error.message).toMatch(/^This model's maximum context length is 2000 tokens\./)
    expect(fake.requests()[0]?.promptTokens).toBeGreaterThan(1_000)
  })

  it('a long source read under an enforced window: refusals shrink the window, the guide comes', async () => {
    fake.setContextTokens(8_192)
    const source = makeSourcePages(60)
    // The engine is told 32k: the provider's refusals teach it the real window.
    const guide = await createAiEngine({
      baseURL: fake.url,
      apiKey: 'sk-fake',
      model: 'gpt-4',
      maxRetries: 0,
      contextTokens: 32_768,
    }).generateStudyGuide({ content: joinPages(source), title: 'Long notes', source })
    expect(guide.startsWith('# Long notes')).toBe(true)
    const requests = fake.requests()
    const size = (r: (typeof requests)[number]) => (r.promptTokens ?? 0) + (r.body.max_tokens ?? 0)
    expect(requests.some((r) => size(r) > 8_192)).toBe(true)
    const accepted = requests.filter((r) => size(r) <= 8_192)
    expect(accepted.filter((r) => r.purpose === 'chunkNotes').length).toBeGreaterThan(4)
    expect(accepted.at(-1)?.purpose).toBe('studyGuide')
  })

  it('runs from the command line on the given port', async () => {
    const port = 41_000 + Math.floor(Math.random() * 1000)
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/fake-openai.ts', '--port', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on(
          'data',
          (data: Buffer) => data.toString().includes('fake OpenAI') && resolve(),
        )
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
      })
      const cli = createAiEngine({
        baseURL: `http://127.0.0.1:${port}/v1`,
        apiKey: 'k',
        model: 'gpt-4',
        maxRetries: 0,
      })
      await expect(cli.generateTitle(notes)).resolves.toBe(
        'Photosynthesis Converts Light Energy Into',
      )
    } finally {
      child.kill('SIGTERM')
    }
  })
})
