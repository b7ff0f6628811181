/**
 * Added latency of the `ai` Edge Function: the same chat completions sent straight
 * to a provider and through /functions/v1/ai (JWT check, usage reserve and settle through
 * PostgREST, forwarding), on this machine: the embedded local backend with the real Deno and
 * the fake OpenAI server (no model time). Non-streamed: time to the whole answer; streamed: time
 * to the first byte. Usage: npm run bench:edge
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLocalBackend } from '../supabase/local/main.ts'
import { signJwt } from '../supabase/local/jwt.ts'
import { startFakeOpenAI } from '../tests/support/fake-openai.ts'

const ROUNDS = 60
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}
const body = (stream: boolean) =>
  JSON.stringify({
    model: 'gpt-4',
    messages: [
      { role: 'system', content: 'Generate a short title for these study notes.' },
      { role: 'user', content: 'Cells are the basic unit of life. '.repeat(40) },
    ],
    max_tokens: 50,
    temperature: 0.3,
    ...(stream ? { stream: true } : {}),
  })

async function timeRequest(url: string, token: string, stream: boolean): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body(stream),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const reader = response.body!.getReader()
  await reader.read()
  const firstByte = performance.now() - started
  while (!(await reader.read()).done) {
    /* drain */
  }
  return stream ? firstByte : performance.now() - started
}

const dataDir = await mkdtemp(join(tmpdir(), 'studywise-edge-bench-'))
const fake = await startFakeOpenAI({ port: 0, chunkDelayMs: 0 })
const backend = await startLocalBackend({
  port: 0,
  inboxPort: 0,
  dataDir,
  functions: true,
  functionsEnv: {
    ...process.env,
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-bench',
    AI_DAILY_TOKENS_PER_USER: '100000000',
    AI_DAILY_TOKENS_ANONYMOUS: '100000000',
  },
})
try {
  const student = await signJwt({
    sub: '00000000-0000-4000-8000-000000000002',
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
  const anonKey = await signJwt({ role: 'anon', iss: 'supabase-demo', exp: 1983812996 })
  const viaFunction = `${backend.url}/functions/v1/ai/chat/completions`
  const direct = `${fake.url}/chat/completions`
  for (const [label, stream] of [
    ['non-streamed, whole answer', false],
    ['streamed, first byte', true],
  ] as const) {
    for (let i = 0; i < 5; i++) {
      await timeRequest(direct, 'sk-bench', stream)
      await timeRequest(viaFunction, student, stream)
    }
    const added: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const straight = await timeRequest(direct, 'sk-bench', stream)
      const through = await timeRequest(viaFunction, i % 2 ? student : anonKey, stream)
      added.push(through - straight)
    }
    console.log(
      `${label}: added ${percentile(added, 50).toFixed(1)} ms median, ${percentile(added, 95).toFixed(1)} ms p95 (${ROUNDS} requests, user and anonymous alternating)`,
    )
  }
} finally {
  await backend.close()
  await fake.close()
  await rm(dataDir, { recursive: true, force: true })
}
