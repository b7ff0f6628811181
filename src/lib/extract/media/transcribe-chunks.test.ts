import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createTranscriptionClient } from '@/lib/ai/transcription-client'
import { createTranscriptionJob, type AudioChunk } from './transcribe-chunks'

/**
 * The provider is msw: each chunk's "audio" is its words as text, and the fake answers them as
 * verbose_json segments (1 s a word from the chunk's start), as Whisper does.
 */
const BASE = 'https://provider.test/v1'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

interface Seen {
  texts: string[]
  forms: FormData[]
  maxInFlight: number
}

function provider(answer: (text: string, attempt: number) => Response | undefined): Seen {
  const seen: Seen = { texts: [], forms: [], maxInFlight: 0 }
  let inFlight = 0
  const attempts = new Map<string, number>()
  server.use(
    http.post(`${BASE}/audio/transcriptions`, async ({ request }) => {
      inFlight++
      seen.maxInFlight = Math.max(seen.maxInFlight, inFlight)
      const form = await request.formData()
      const text = await (form.get('file') as File).text()
      seen.texts.push(text)
      seen.forms.push(form)
      const attempt = (attempts.get(text) ?? 0) + 1
      attempts.set(text, attempt)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      const custom = answer(text, attempt)
      if (custom) return custom
      const words = text.split(' ')
      return HttpResponse.json({
        text,
        segments: [{ start: 0, end: words.length, text }],
      })
    }),
  )
  return seen
}

/** Chunks of `words` words each, 1 s a word, sharing `shared` words with the one before. */
function chunksOf(script: string[], size: number, shared: number): AudioChunk[] {
  const chunks: AudioChunk[] = []
  for (let start = 0, index = 0; start < script.length; index++) {
    const from = index === 0 ? 0 : start - shared
    const end = Math.min(script.length, start + size)
    chunks.push({
      index,
      start: from,
      end,
      audio: new Blob([script.slice(from, end).join(' ')]),
      ...(index === 0 ? {} : { boundary: { cut: start - shared / 2, overlap: shared / 2 } }),
    })
    start = end
  }
  return chunks
}

async function* pulled(chunks: AudioChunk[], log: number[]) {
  for (const chunk of chunks) {
    log.push(chunk.index)
    yield chunk
  }
}

const client = () =>
  createTranscriptionClient({ baseURL: BASE, apiKey: 'sk-test', model: 'whisper-1' })
const script = Array.from({ length: 50 }, (_, i) => `word${i}`)

describe('createTranscriptionJob', () => {
  it('sends chunks a few at a time and joins their words once each', async () => {
    const seen = provider(() => undefined)
    const progress: string[] = []
    const job = createTranscriptionJob({
      client: client(),
      chunks: pulled(chunksOf(script, 10, 2), []),
      durationSeconds: 50,
      concurrency: 2,
      onProgress: ({ minute, minutes }) => progress.push(`${minute} of ${minutes}`),
    })
    const outcome = await job.run()
    expect(outcome.status).toBe('done')
    if (outcome.status !== 'done') return
    expect(outcome.words.map((word) => word.text)).toEqual(script)
    expect(seen.maxInFlight).toBe(2)
    expect(seen.forms[0]?.get('model')).toBe('whisper-1')
    expect(seen.forms[0]?.get('response_format')).toBe('verbose_json')
    expect(progress[0]).toBe('1 of 1')
  })

  it('retries a chunk the provider failed transiently, and only that chunk', async () => {
    const seen = provider((text, attempt) =>
      text.startsWith('word18') && attempt === 1
        ? HttpResponse.json({ error: { message: 'overloaded' } }, { status: 503 })
        : undefined,
    )
    const outcome = await createTranscriptionJob({
      client: client(),
      chunks: pulled(chunksOf(script, 10, 2), []),
      durationSeconds: 50,
      backoffMs: () => 1,
    }).run()
    expect(outcome.status).toBe('done')
    expect(seen.texts).toHaveLength(6)
  })

  it('names the span of a chunk that keeps failing, and Retry sends only that one', async () => {
    let broken = true
    const seen = provider((text) =>
      broken && text.startsWith('word28')
        ? HttpResponse.json({ error: { message: 'bad audio' } }, { status: 400 })
        : undefined,
    )
    const job = createTranscriptionJob({
      client: client(),
      chunks: pulled(chunksOf(script, 10, 2), []),
      durationSeconds: 50,
      backoffMs: () => 1,
    })
    const first = await job.run()
    expect(first).toMatchObject({ status: 'failed', spans: [{ start: 28, end: 40 }] })
    expect(seen.texts).toHaveLength(5)

    broken = false
    const second = await job.retry()
    expect(seen.texts).toHaveLength(6)
    expect(seen.texts[5]?.startsWith('word28')).toBe(true)
    expect(second.status === 'done' && second.words.map((word) => word.text)).toEqual(script)
  })

  it('pulls a chunk from the decoder only when a slot is free', async () => {
    const log: number[] = []
    let requests = 0
    let pulledAtFirstAnswer = -1
    provider(() => {
      requests++
      if (requests === 1) pulledAtFirstAnswer = log.length
      return undefined
    })
    await createTranscriptionJob({
      client: client(),
      chunks: pulled(chunksOf(script, 5, 1), log),
      durationSeconds: 50,
      concurrency: 2,
    }).run()
    // Two chunks in flight and the third waiting to be pulled: not all ten read ahead.
    expect(pulledAtFirstAnswer).toBeLessThanOrEqual(3)
    expect(log).toHaveLength(chunksOf(script, 5, 1).length)
  })

  it('asks again for plain json when the provider refuses verbose_json', async () => {
    const seen = provider((text, attempt) =>
      attempt === 1
        ? HttpResponse.json(
            { error: { message: "response_format 'verbose_json' is not supported" } },
            { status: 400 },
          )
        : HttpResponse.json({ text }),
    )
    const outcome = await createTranscriptionJob({
      client: client(),
      chunks: pulled(chunksOf(script.slice(0, 8), 10, 0), []),
      durationSeconds: 8,
    }).run()
    expect(seen.forms.map((form) => form.get('response_format'))).toEqual(['verbose_json', 'json'])
    expect(outcome.status === 'done' && outcome.words.map((word) => word.text)).toEqual(
      script.slice(0, 8),
    )
  })
})
