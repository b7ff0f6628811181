import { http, HttpResponse } from 'msw'
import { AppError } from '@/lib/errors'
import {
  AI_COMPLETIONS_URL,
  aiHandlers,
  recordAiRequests,
  type ChatBody,
} from '@/testing/ai-handlers'
import { joinPages, makeSourcePages } from '@/testing/long-source-fixtures'
import { server } from '@/testing/msw-server'
import { createAiEngine } from '../purposes'
import { studyGuideMessages } from '../prompts'
import { rangeLabel } from './anchor-range'
import { LongSourceError } from './long-source-error'
import {
  contextRefusal,
  longNotes,
  onNotes,
  partOf,
  promptTokens,
  tagNotes,
  userText,
  wait,
} from '../testing/long-source-test-kit'
import type { LongSourceProgress } from '@/study-engine/progress'

const config = {
  baseURL: 'https://ai.test/v1',
  apiKey: 'sk-test',
  model: 'test-model',
  maxRetries: 0,
}
const WINDOW = 8_192

function setup(...handlers: Parameters<typeof server.use>) {
  const log = recordAiRequests()
  server.use(log.handler, ...handlers, tagNotes(), ...aiHandlers)
  const notes = () => log.requests.filter((r) => r.purpose === 'chunkNotes').map((r) => r.body)
  const guides = () => log.requests.filter((r) => r.purpose === 'studyGuide').map((r) => r.body)
  return { requests: log.requests, notes, guides }
}

describe('a study guide from material that fits the window', () => {
  it('is one request: without a source byte for byte as before, with one numbered for citations', async () => {
    const raw: string[] = []
    server.use(
      http.post(AI_COMPLETIONS_URL, async ({ request }) => {
        raw.push(await request.clone().text())
        return undefined
      }),
      ...aiHandlers,
    )
    const content = joinPages(makeSourcePages(3, 2_000))
    const engine = createAiEngine({ ...config, contextTokens: WINDOW })
    await engine.generateStudyGuide({ content, title: 'Cells' })
    await engine.generateStudyGuide(
      { content, title: 'Cells', source: makeSourcePages(3, 2_000) },
      { onProgress: () => expect.unreachable('no progress for one request') },
    )
    expect(raw).toHaveLength(2)
    expect(JSON.parse(raw[0] ?? '')).toEqual({
      model: 'test-model',
      messages: studyGuideMessages({ content, title: 'Cells' }),
      max_tokens: 4000,
      temperature: 0.7,
      stream: true,
    })
    // With the source, the same pages go out under numbered tags, and the guide is asked to cite.
    const cited = JSON.parse(raw[1] ?? '') as ChatBody
    const material = userText(cited)
    for (const page of [1, 2, 3]) expect(material).toContain(`[P${page} | page ${page}]\n`)
    for (const passage of makeSourcePages(3, 2_000)) expect(material).toContain(passage.text)
    expect(cited.messages[0]?.content).toContain('with the number of the passage that states it')
  })
})

describe('a study guide from material larger than the window', () => {
  it('writes notes per part, 4 at a time, then streams the guide from the notes', async () => {
    let inFlight = 0
    let maxInFlight = 0
    const { notes, guides, requests } = setup(
      onNotes(async () => {
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        await wait(30)
        inFlight--
        return undefined
      }),
    )
    const source = makeSourcePages(40)
    const events: LongSourceProgress[] = []
    const texts: string[] = []
    const guide = await createAiEngine({ ...config, contextTokens: WINDOW }).generateStudyGuide(
      { content: joinPages(source), title: 'Cells', source },
      { onProgress: (event) => events.push(event), onText: (text) => texts.push(text) },
    )
    const parts = notes()
    expect(parts.length).toBeGreaterThan(4)
    expect(maxInFlight).toBe(4)
    expect(parts.map(partOf)[0]).toMatch(/^pages 1–\d+$/)
    expect(parts.map(partOf).at(-1)).toMatch(/^pages \d+–40$/)
    expect(guides()).toHaveLength(1)
    expect(requests.at(-1)?.purpose).toBe('studyGuide')
    // The guide is written from the notes, which carry the passage number of every point.
    const final = guides()[0] as ChatBody
    expect(final.stream).toBe(true)
    expect(userText(final)).toContain('[P1 | page 1]')
    expect(userText(final)).toContain('[P40 | page 40]')
    expect(final.messages[0]?.content).toContain('numbers of the passages of the notes')
    expect(notes()[0]?.messages[0]?.content).toContain('as the tag above that passage gives it')
    for (const { body } of requests) expect(promptTokens(body)).toBeLessThanOrEqual(WINDOW)
    expect(guide.length).toBeGreaterThan(0)
    expect(texts.at(-1)?.trim()).toBe(guide)
    expect(events[0]).toMatchObject({ phase: 'reading', done: 0, total: parts.length, etaMs: null })
    expect(events.filter((e) => e.phase === 'reading').at(-1)).toMatchObject({
      done: parts.length,
      total: parts.length,
    })
    expect(events.at(-1)).toEqual({ phase: 'writing' })
  })

  it('merges the notes in rounds when they do not fit the guide request', async () => {
    const { notes, guides } = setup(longNotes(4_500))
    const source = makeSourcePages(120)
    const events: LongSourceProgress[] = []
    await createAiEngine({ ...config, contextTokens: WINDOW }).generateStudyGuide(
      { content: joinPages(source), source },
      { onProgress: (event) => events.push(event) },
    )
    const rounds = new Set(events.flatMap((e) => (e.phase === 'condensing' ? [e.round] : [])))
    expect([...rounds].slice(0, 2)).toEqual([1, 2])
    const merges = notes().filter((body) => userText(body).startsWith('Merge these notes'))
    expect(merges.length).toBeGreaterThanOrEqual(2)
    for (const body of [...notes(), ...guides()])
      expect(promptTokens(body)).toBeLessThanOrEqual(WINDOW)
  })

  it('on context_length_exceeded shrinks the window it assumed, cuts smaller parts and goes on', async () => {
    const refused: ChatBody[] = []
    const accepted: ChatBody[] = []
    const { guides } = setup(
      http.post(AI_COMPLETIONS_URL, async ({ request }) => {
        const body = (await request.clone().json()) as ChatBody
        if (promptTokens(body) > WINDOW) {
          refused.push(body)
          return contextRefusal(WINDOW)
        }
        accepted.push(body)
        return undefined
      }),
    )
    const source = makeSourcePages(60)
    // The student said 32k; the provider only takes 8k.
    const engine = createAiEngine({ ...config, contextTokens: 32_768 })
    await expect(
      engine.generateStudyGuide({ content: joinPages(source), source }),
    ).resolves.toBeTruthy()
    expect(refused.length).toBeGreaterThan(0)
    expect(guides().length).toBe(1)
    expect(accepted.length).toBeGreaterThan(guides().length)
  })

  it('a single request refused as too long is not sent again: the material is read in parts', async () => {
    const sizes: number[] = []
    const { guides, notes } = setup(
      http.post(AI_COMPLETIONS_URL, async ({ request }) => {
        const body = (await request.clone().json()) as ChatBody
        sizes.push(promptTokens(body))
        return promptTokens(body) > WINDOW ? contextRefusal(WINDOW) : undefined
      }),
    )
    const source = makeSourcePages(8)
    const engine = createAiEngine({ ...config, contextTokens: 32_768 })
    await expect(
      engine.generateStudyGuide({ content: joinPages(source), source }),
    ).resolves.toBeTruthy()
    expect(sizes.filter((size) => size > WINDOW)).toHaveLength(1)
    expect(notes().length).toBeGreaterThan(1)
    expect(guides()).toHaveLength(2)
  })

  it('retries a failing part alone (the client’s retries)', async () => {
    let failures = 0
    const { notes } = setup(
      onNotes((body) => {
        if (!userText(body).includes('| page 13]') || failures > 0) return undefined
        failures++
        return HttpResponse.json(
          { error: { message: 'Overloaded', type: 'server_error' } },
          { status: 503 },
        )
      }),
    )
    const source = makeSourcePages(40)
    await createAiEngine({ ...config, maxRetries: 1, contextTokens: WINDOW }).generateStudyGuide({
      content: joinPages(source),
      source,
    })
    const byPart = new Map<string, number>()
    for (const body of notes())
      byPart.set(partOf(body) ?? '', (byPart.get(partOf(body) ?? '') ?? 0) + 1)
    const failed = [...byPart].filter(([, count]) => count > 1)
    expect(failed).toHaveLength(1)
    expect(failed[0]?.[1]).toBe(2)
  })

  it('names the range of a part that still fails; calling again reads only that part', async () => {
    let broken = true
    const { notes, guides, requests } = setup(
      onNotes((body) =>
        broken && userText(body).includes('| page 13]')
          ? HttpResponse.json(
              { error: { message: 'Bad gateway', type: 'server_error' } },
              { status: 502 },
            )
          : undefined,
      ),
    )
    const source = makeSourcePages(40)
    const engine = createAiEngine({ ...config, contextTokens: WINDOW })
    const input = { content: joinPages(source), source }
    const error = await engine.generateStudyGuide(input).catch((e: unknown) => e)
    const failedPart = notes()
      .map(partOf)
      .find((part) => part && /pages (\d+)–(\d+)/.test(part) && inRange(part, 13))
    expect(error).toBeInstanceOf(LongSourceError)
    expect((error as LongSourceError).message).toBe(`Could not read ${failedPart}.`)
    expect((error as LongSourceError).unreadParts.map(rangeLabel)).toEqual([failedPart])
    expect(guides()).toHaveLength(0)

    broken = false
    requests.length = 0
    await expect(engine.generateStudyGuide(input)).resolves.toBeTruthy()
    expect(notes().map(partOf)).toEqual([failedPart])
    expect(guides()).toHaveLength(1)
  })

  it('an abort cancels every request in flight and starts no more', async () => {
    const signals: AbortSignal[] = []
    setup(
      onNotes(
        (_body, request) =>
          new Promise<Response>((resolve) => {
            signals.push(request.signal)
            request.signal.addEventListener('abort', () => resolve(HttpResponse.error()))
          }),
      ),
    )
    const source = makeSourcePages(40)
    const controller = new AbortController()
    const run = createAiEngine({ ...config, contextTokens: WINDOW })
      .generateStudyGuide({ content: joinPages(source), source }, { signal: controller.signal })
      .catch((e: unknown) => e)
    await vi.waitFor(() => expect(signals).toHaveLength(4))
    controller.abort()
    const error = await run
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).kind).toBe('aborted')
    expect(signals.every((signal) => signal.aborted)).toBe(true)
    await wait(50)
    expect(signals).toHaveLength(4)
  })
})

function inRange(label: string, page: number): boolean {
  const match = /pages (\d+)–(\d+)/.exec(label)
  return Boolean(match && Number(match[1]) <= page && page <= Number(match[2]))
}
