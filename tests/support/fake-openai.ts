import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  cannedReply,
  completionJson,
  contextLengthBody,
  detectPurpose,
  errorBody,
  splitIntoChunks,
  streamEvents,
  type ChatBody,
  type FakePurpose,
  type FinishReason,
} from './fake-openai-replies'
import {
  readTranscriptionRequest,
  transcriptionAnswer,
  type TranscriptionRequest,
} from './fake-transcriptions'
import { readSpeechRequest, speechAnswer, type SpeechRequest } from './fake-speech'
import { youtubeStandIn } from './youtube-stand-in'

/**
 * A fake OpenAI-compatible provider for e2e and integration tests (node:http, no deps).
 *
 *   POST /v1/chat/completions   answers by purpose; SSE when `stream: true`
 *   POST /v1/audio/transcriptions  pocketsphinx on the audio received (fake-transcriptions.ts);
 *                                 scripts with purpose 'transcription' make it fail or wait
 *   POST /v1/audio/speech        flite speaks the input (fake-speech.ts); purpose 'speech'
 *   /youtube/…                  YouTube's stand-in (youtube-stand-in.ts), for the source function
 *   GET  /__requests            every completion request received (JSON array), with when it
 *                                 ended and whether the client aborted it
 *   DELETE /__requests          forget them
 *   POST /__script              { status?, body?, delayMs?, hold?, chunkDelayMs?, times?,
 *                                 purpose?, contains?, failAfterChunks?, finishReason?,
 *                                 endWithoutDone? } — the next `times` (default 1) matching calls
 *                                 fail with `status` / answer `body` / go slowly / wait to be
 *                                 released / end cut off
 *   DELETE /__script            drop all scripts (and let every held reply go)
 *   POST /__release             { hold } — the replies held under that name go on, now and later
 *   POST /__context             { tokens: number | null } — enforce a context window (or stop)
 *
 * With a context window, a request whose prompt (counted with cl100k, as OpenAI does for
 * gpt-4) plus max_tokens exceeds it gets OpenAI's 400 'context_length_exceeded'.
 *
 * CLI (Playwright webServer): tsx tests/support/fake-openai.ts --port 4010 [--chunk-delay 5]
 *   [--chunk-size 24] [--context-tokens 8192] [--pace-completions]
 */

export interface FakeScript {
  status?: number
  /** Error body (status ≥ 400) or reply text (status 200 / absent). */
  body?: unknown
  delayMs?: number
  /**
   * The reply waits until POST /__release names this hold: a test decides when the model
   * answers, after it has seen what the page shows meanwhile (no race with a fixed delay).
   */
  hold?: string
  chunkDelayMs?: number
  times?: number
  /** Only requests of this purpose consume the script. */
  purpose?: FakePurpose
  /** Only requests whose messages contain this text consume it (e.g. one part of a long read). */
  contains?: string
  /** Stream this many chunks, then an SSE error event (a provider dying mid-answer). */
  failAfterChunks?: number
  /** 'length': the reply stops at max_tokens (streamed or not). */
  finishReason?: FinishReason
  /** Stream the reply, then close without the finish event and [DONE]. */
  endWithoutDone?: boolean
}

export interface RecordedRequest {
  path: string
  purpose: FakePurpose
  authorization: string | null
  headers: Record<string, string | string[] | undefined>
  body: ChatBody
  at: number
  /** Prompt tokens (cl100k), counted only while a context window is enforced. */
  promptTokens?: number
  /** When the exchange ended (answered, refused or dropped); absent while in flight. */
  endedAt?: number
  /** The client went away before the answer was complete (an aborted fetch). */
  aborted?: boolean
  /** /audio/transcriptions: what was asked, and the audio's size. */
  transcription?: TranscriptionRequest
  /** /audio/speech: what was asked to be spoken, and by which voice. */
  speech?: SpeechRequest
}

export interface FakeOpenAI {
  /** Base URL for the app, e.g. http://127.0.0.1:4010/v1 */
  url: string
  requests(): RecordedRequest[]
  script(script: FakeScript): void
  reset(): void
  /** Enforce a context window from now on (null: none). */
  setContextTokens(tokens: number | null): void
  close(): Promise<void>
}

export interface FakeOpenAIOptions {
  port?: number
  host?: string
  /** Pause between streamed chunks (ms); default 2. */
  chunkDelayMs?: number
  /** Characters per streamed chunk; default 24. */
  chunkSize?: number
  /** Refuse prompts + max_tokens above this many tokens, as OpenAI does; default: no limit. */
  contextTokens?: number
  /** Non-streamed replies take as long as streaming them would (models write at one pace). */
  paceCompletions?: boolean
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '600',
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? {} : (JSON.parse(text) as unknown)
}

/** A Fetch API handler (youtube-stand-in.ts) answering a node:http request. */
async function answerWith(
  handler: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks)
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const response = await handler(new Request(url, { method: req.method, body }))
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** OpenAI's accounting: 3 tokens to prime the reply, 4 per message around its content. */
async function countPromptTokens(body: ChatBody): Promise<number> {
  const { countTokens } = await import('gpt-tokenizer/encoding/cl100k_base')
  return (body.messages ?? []).reduce((sum, m) => sum + 4 + countTokens(m.content), 3)
}

async function stream(
  res: ServerResponse,
  req: IncomingMessage,
  content: string,
  model: string,
  options: {
    chunkDelayMs: number
    chunkSize: number
    failAfterChunks?: number | undefined
    finishReason?: FinishReason | undefined
    endWithoutDone?: boolean | undefined
  },
) {
  res.writeHead(200, {
    ...CORS,
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  })
  let closed = false
  req.on('close', () => (closed = true))
  res.on('close', () => (closed = true))
  res.write(streamEvents.start(model))
  let sent = 0
  for (const chunk of splitIntoChunks(content, options.chunkSize)) {
    if (closed) return
    if (options.failAfterChunks !== undefined && sent === options.failAfterChunks) {
      res.end(streamEvents.failure)
      return
    }
    if (options.chunkDelayMs > 0) await wait(options.chunkDelayMs)
    res.write(streamEvents.content(model, chunk))
    sent++
  }
  if (closed) return
  if (options.endWithoutDone) {
    res.end()
    return
  }
  res.write(streamEvents.stop(model, options.finishReason))
  res.end(streamEvents.done)
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const recorded: RecordedRequest[] = []
  let scripts: (FakeScript & { remaining: number })[] = []
  const chunkDelayMs = options.chunkDelayMs ?? 2
  const chunkSize = options.chunkSize ?? 24
  let contextTokens = options.contextTokens ?? null

  const takeScript = (purpose: FakePurpose, body: ChatBody) => {
    const script = scripts.find(
      (s) =>
        (s.purpose === undefined || s.purpose === purpose) &&
        (s.contains === undefined ||
          (body.messages ?? []).some((m) => m.content.includes(s.contains ?? ''))),
    )
    if (!script) return undefined
    script.remaining -= 1
    if (script.remaining <= 0) scripts = scripts.filter((s) => s !== script)
    return script
  }

  const addScript = (script: FakeScript) =>
    scripts.push({ ...script, remaining: script.times ?? 1 })

  const holds = new Map<string, { released: boolean; waiting: (() => void)[] }>()
  const holdNamed = (name: string) => {
    const hold = holds.get(name) ?? { released: false, waiting: [] }
    holds.set(name, hold)
    return hold
  }
  const release = (name: string) => {
    const hold = holdNamed(name)
    hold.released = true
    for (const go of hold.waiting.splice(0)) go()
  }
  const releaseAll = () => {
    for (const name of holds.keys()) release(name)
    holds.clear()
  }
  /** A script's delay, then its hold until released. */
  const awaitTurn = async (script: FakeScript | undefined) => {
    if (script?.delayMs) await wait(script.delayMs)
    if (script?.hold === undefined) return
    const hold = holdNamed(script.hold)
    if (!hold.released) await new Promise<void>((go) => hold.waiting.push(go))
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 500, { error: { message: String(error), type: 'fake_server_error' } })
      else res.end()
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    if (path.startsWith('/youtube/')) {
      await answerWith(youtubeStandIn, req, res)
      return
    }
    if (path === '/__requests') {
      if (req.method === 'DELETE') recorded.length = 0
      send(res, 200, req.method === 'DELETE' ? { ok: true } : recorded)
      return
    }
    if (path === '/__script') {
      if (req.method === 'DELETE') {
        scripts = []
        releaseAll()
      } else addScript((await readJson(req)) as FakeScript)
      send(res, 200, { ok: true, pending: scripts.length })
      return
    }
    if (path === '/__release' && req.method === 'POST') {
      const { hold } = (await readJson(req)) as { hold?: unknown }
      if (typeof hold === 'string') release(hold)
      send(res, 200, { ok: true })
      return
    }
    if (path === '/__context' && req.method === 'POST') {
      const { tokens } = (await readJson(req)) as { tokens?: number | null }
      contextTokens = typeof tokens === 'number' && tokens > 0 ? tokens : null
      send(res, 200, { ok: true, contextTokens })
      return
    }
    if (req.method === 'POST' && path.endsWith('/audio/transcriptions')) {
      await transcribe(req, res, path)
      return
    }
    if (req.method === 'POST' && path.endsWith('/audio/speech')) {
      await speak(req, res, path)
      return
    }
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      send(res, 404, {
        error: {
          message: `No route ${req.method} ${path}`,
          type: 'invalid_request_error',
          code: null,
        },
      })
      return
    }

    const body = (await readJson(req)) as ChatBody
    const purpose = detectPurpose(body)
    const window = contextTokens
    const promptTokens = window === null ? undefined : await countPromptTokens(body)
    const entry: RecordedRequest = {
      path,
      purpose,
      authorization: req.headers.authorization ?? null,
      headers: req.headers,
      body,
      at: Date.now(),
      ...(promptTokens === undefined ? {} : { promptTokens }),
    }
    recorded.push(entry)
    res.once('close', () => {
      entry.endedAt = Date.now()
      entry.aborted = !res.writableFinished
    })
    if (window !== null && promptTokens !== undefined) {
      const requested = promptTokens + (body.max_tokens ?? 0)
      if (requested > window) {
        send(res, 400, contextLengthBody(window, requested))
        return
      }
    }
    const script = takeScript(purpose, body)
    await awaitTurn(script)
    if (entry.aborted) return
    const status = script?.status ?? 200
    if (status >= 400) {
      send(res, status, script?.body ?? errorBody(status))
      return
    }
    const content = typeof script?.body === 'string' ? script.body : cannedReply(body)
    const model = body.model ?? 'gpt-4'
    if (body.stream) {
      await stream(res, req, content, model, {
        chunkDelayMs: script?.chunkDelayMs ?? chunkDelayMs,
        chunkSize,
        failAfterChunks: script?.failAfterChunks,
        finishReason: script?.finishReason,
        endWithoutDone: script?.endWithoutDone,
      })
    } else {
      const pace = script?.chunkDelayMs ?? chunkDelayMs
      if (options.paceCompletions) await wait(Math.ceil(content.length / chunkSize) * pace)
      send(res, 200, completionJson(content, model, script?.finishReason))
    }
  }

  async function transcribe(req: IncomingMessage, res: ServerResponse, path: string) {
    const { request, audio } = await readTranscriptionRequest(req)
    const entry: RecordedRequest = {
      path,
      purpose: 'transcription',
      authorization: req.headers.authorization ?? null,
      headers: req.headers,
      body: { model: request.model, messages: [] },
      at: Date.now(),
      transcription: request,
    }
    recorded.push(entry)
    res.once('close', () => {
      entry.endedAt = Date.now()
      entry.aborted = !res.writableFinished
    })
    const script = takeScript('transcription', entry.body)
    await awaitTurn(script)
    if ((script?.status ?? 200) >= 400) {
      send(res, script?.status ?? 500, script?.body ?? errorBody(script?.status ?? 500))
      return
    }
    const answer = await transcriptionAnswer(request, audio)
    res.writeHead(200, { ...CORS, 'Content-Type': answer.contentType })
    res.end(answer.body)
  }

  async function speak(req: IncomingMessage, res: ServerResponse, path: string) {
    const speech = readSpeechRequest(await readJson(req))
    const entry: RecordedRequest = {
      path,
      purpose: 'speech',
      authorization: req.headers.authorization ?? null,
      headers: req.headers,
      body: { model: speech.model, messages: [] },
      at: Date.now(),
      speech,
    }
    recorded.push(entry)
    res.once('close', () => {
      entry.endedAt = Date.now()
      entry.aborted = !res.writableFinished
    })
    const script = takeScript('speech', entry.body)
    await awaitTurn(script)
    if ((script?.status ?? 200) >= 400) {
      send(res, script?.status ?? 500, script?.body ?? errorBody(script?.status ?? 500))
      return
    }
    const answer = await speechAnswer(speech)
    res.writeHead(200, { ...CORS, 'Content-Type': answer.contentType })
    res.end(answer.body)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests: () => [...recorded],
    script: addScript,
    reset: () => {
      recorded.length = 0
      scripts = []
      releaseAll()
      contextTokens = options.contextTokens ?? null
    },
    setContextTokens: (tokens) => {
      contextTokens = tokens
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(argValue('--port') ?? process.env['FAKE_OPENAI_PORT'] ?? 4010)
  const chunkDelay = argValue('--chunk-delay')
  const chunkSize = argValue('--chunk-size')
  const contextTokens = argValue('--context-tokens')
  const fake = await startFakeOpenAI({
    port,
    chunkDelayMs: chunkDelay === undefined ? undefined : Number(chunkDelay),
    ...(chunkSize === undefined ? {} : { chunkSize: Number(chunkSize) }),
    ...(contextTokens === undefined ? {} : { contextTokens: Number(contextTokens) }),
    paceCompletions: process.argv.includes('--pace-completions'),
  })
  console.log(`fake OpenAI-compatible server on ${fake.url}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
