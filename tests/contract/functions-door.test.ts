/**
 * The Edge Functions behind the local backend are no side door: /functions/v1 passes the same
 * Host and Origin check as the API before anything reaches Deno (which holds the provider's
 * key), and Deno stops with the backend, also when the backend dies without stopping it.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../supabase/local/schema.ts'
import { startCaptureServer } from '../support/capture-server.ts'
import { ANON_KEY, startTestBackend, type TestBackend } from './helpers.ts'

const APP = 'http://127.0.0.1:5173'
const SERVER_KEY = 'local-provider-key-for-door-tests'

let provider: Awaited<ReturnType<typeof startCaptureServer>>
let backend: TestBackend

beforeAll(async () => {
  provider = await startCaptureServer()
  backend = await startTestBackend({
    functions: true,
    functionsEnv: { AI_BASE_URL: provider.url, AI_API_KEY: SERVER_KEY },
  })
  expect(backend.functionsUrl).toBeDefined()
}, 90_000)

afterAll(async () => {
  await backend?.stop()
  provider?.server.close()
})

/** One raw HTTP request to the AI function, with the Host and Origin given as is. */
function callAi(headers: Record<string, string>): Promise<{ status: number; allowOrigin: string }> {
  const { hostname, port } = new URL(backend.url)
  const body = JSON.stringify({ messages: [{ role: 'user', content: 'Hi' }], max_tokens: 5 })
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path: '/functions/v1/ai/chat/completions',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${ANON_KEY}`,
          apikey: ANON_KEY,
          ...headers,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            allowOrigin: String(res.headers['access-control-allow-origin'] ?? ''),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((done) => setTimeout(done, 100))
  }
  return check()
}

describe('/functions/v1 behind the backend’s door', () => {
  it('refuses a page of a foreign origin and a foreign Host before Deno sees them', async () => {
    const before = provider.captured.length
    const foreign = await callAi({ Origin: 'https://evil.example' })
    const rebinding = await callAi({ Host: `evil.example:${new URL(backend.url).port}` })
    expect([foreign.status, rebinding.status]).toEqual([403, 403])
    expect(foreign.allowOrigin).toBe('')
    expect(provider.captured.length).toBe(before)
  })

  it('answers the app’s own pages with their origin, never *', async () => {
    const ours = await callAi({ Origin: APP })
    // The stand-in provider answers 204; what matters is that the call went through.
    expect(ours.status).toBe(204)
    expect(ours.allowOrigin).toBe(APP)
    const last = provider.captured.at(-1)
    expect(last?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`)
  })
})

describe('Deno lives only as long as the backend', () => {
  it('stops listening when the backend is closed', async () => {
    const local = await startTestBackend({ functions: true })
    const functionsUrl = local.functionsUrl!
    expect(await listening(functionsUrl)).toBe(true)
    await local.stop()
    expect(await waitFor(async () => !(await listening(functionsUrl)), 5_000)).toBe(true)
  }, 90_000)

  it('exits when the backend process dies without stopping it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studywise-orphan-'))
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'supabase', 'local', 'main.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          LOCAL_BACKEND_PORT: '0',
          LOCAL_INBOX_PORT: '0',
          LOCAL_DB_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      expect(await waitFor(() => output.includes('Local backend ready'), 60_000)).toBe(true)
      // Every process the backend started, children's children included.
      const descendants = async (pid: number): Promise<number[]> => {
        const tasks = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')
        const children = tasks.split(/\s+/).filter(Boolean).map(Number)
        return [...children, ...(await Promise.all(children.map(descendants))).flat()]
      }
      const started = await descendants(child.pid!)
      expect(started.length).toBeGreaterThan(0)
      child.kill('SIGKILL')
      const left = await waitFor(() => started.every((pid) => !alive(pid)), 5_000)
      expect(left ? [] : started.filter(alive)).toEqual([])
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
