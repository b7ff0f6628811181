/**
 * Benchmark: a 16 KB study guide streamed in 4,000 chunks through the real paste-notes section
 * (production build, Chromium), from an OpenAI-compatible SSE server started here.
 * Measures the time from the provider sending a chunk to the page painting it (target ≤ 100 ms;
 * both sides read the wall clock, so it holds whichever thread of the page reads the stream) and
 * total main-thread time during the stream (target ≤ 1 s), for a paced stream (~4 s, like a fast
 * model) and a burst (all at once).
 *
 *   npx tsx bench/streaming.ts            (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *   PROFILE=1: top JS functions; TRACE=1: main-thread time by trace event; DEBUG=1: page console
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { build, preview } from 'vite'
import { launchChromium } from '../tests/support/chromium'
import { printProfile, printTrace } from './profile-report'

/** What src/features/generation/testing/streaming-bench-page.ts returns. */
interface StreamingBenchResult {
  paints: Mark[]
  deliveredAt: number
  longTasks: number[]
}

/** A moment on the wall clock (epoch ms) and the streamed length sent or painted by then. */
interface Mark {
  at: number
  length: number
}

const wallClock = () => performance.timeOrigin + performance.now()

declare global {
  interface Window {
    armStreamingBench: (measureLatency?: boolean) => void
    nextGuide: () => Promise<void>
    resetStreamingBench: () => void
    streamingBenchResult: () => Promise<StreamingBenchResult>
  }
}

const CHUNKS = 4_000
const GUIDE_BYTES = 16 * 1024
const root = fileURLToPath(new URL('..', import.meta.url))

/** A realistic 16 KB guide: the six sections, lists, bold terms, numbered questions. */
function makeGuide(): string {
  const parts: string[] = ['# Cell Biology: Membranes and Transport', '']
  let section = 0
  const topics = [
    'Overview',
    'Key Concepts',
    'Definitions',
    'Explanations',
    'Practice Questions',
    'Summary',
  ]
  while (parts.join('\n').length < GUIDE_BYTES) {
    const topic = topics[section % topics.length]
    parts.push(`## ${topic} ${Math.floor(section / topics.length) + 1}`, '')
    parts.push(
      'The **plasma membrane** is a phospholipid bilayer with embedded proteins that controls what enters and leaves the cell. ' +
        'Cholesterol keeps it fluid, and glycoproteins let cells recognise each other.',
      '',
    )
    for (let item = 1; item <= 4; item += 1) {
      parts.push(
        `- **Term ${section}.${item}**: passive diffusion moves molecules down their concentration gradient without ATP.`,
      )
    }
    parts.push('')
    for (let item = 1; item <= 3; item += 1)
      parts.push(`${item}. Why does active transport need energy in case ${section}.${item}?`)
    parts.push('')
    section += 1
  }
  return parts.join('\n').slice(0, GUIDE_BYTES)
}

function chunksOf(text: string, count: number): string[] {
  const size = text.length / count
  return Array.from({ length: count }, (_, index) =>
    text.slice(Math.round(index * size), Math.round((index + 1) * size)),
  )
}

function sse(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content }
  return `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** OpenAI-compatible SSE server; `mode` decides the pacing of the next stream. */
function startProvider(chunks: string[]) {
  const state = { mode: 'paced' as 'paced' | 'burst', sent: [] as Mark[] }
  let length = 0
  const send = (response: ServerResponse, batch: string[]) => {
    const at = wallClock()
    for (const chunk of batch) {
      length += chunk.length
      state.sent.push({ at, length })
    }
    response.write(batch.map((chunk) => sse(chunk)).join(''))
  }
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let body = ''
    request.on('data', (part: Buffer) => (body += part.toString()))
    request.on('end', () => {
      void (async () => {
        const parsed = JSON.parse(body) as { stream?: boolean }
        if (!parsed.stream) {
          response.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
          response.end(
            JSON.stringify({
              id: 'b',
              object: 'chat.completion',
              created: 0,
              model: 'bench',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: 'Bench' },
                  finish_reason: 'stop',
                },
              ],
            }),
          )
          return
        }
        response.writeHead(200, {
          ...cors,
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
        })
        state.sent = []
        length = 0
        response.write(sse(''))
        if (state.mode === 'burst') {
          send(response, chunks)
        } else {
          // ~1 chunk per millisecond: two chunks every 2 ms, about 4 s in all.
          for (let index = 0; index < chunks.length; index += 2) {
            send(response, chunks.slice(index, index + 2))
            await wait(2)
          }
        }
        response.write(sse(null, 'stop'))
        response.end('data: [DONE]\n\n')
      })()
    })
  })
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}/v1`,
          state,
          close: () => new Promise((done) => server.close(() => done())),
        })
      })
    },
  )
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function runOnce(
  browser: Browser,
  appUrl: string,
  provider: Awaited<ReturnType<typeof startProvider>>,
  notes: string,
) {
  const context = await browser.newContext()
  await context.addInitScript((baseURL) => {
    localStorage.setItem('studywise.ai-provider', JSON.stringify({ baseURL, model: 'bench' }))
  }, provider.url)
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  if (process.env.DEBUG) page.on('console', (message) => console.log('page:', message.text()))
  await page.goto(appUrl)
  await page.getByLabel('Title (optional)').fill('Membranes')
  await page.getByLabel('Notes', { exact: true }).fill(notes)
  const generate = page.getByRole('button', { name: 'Generate Study Guide', exact: true })
  // A warm-up generation loads the lazy engine and markdown chunks; the measured one follows.
  let done = page.evaluate(() => window.nextGuide())
  await generate.click()
  await done
  await page.evaluate(() => window.resetStreamingBench())
  await page.waitForTimeout(200)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.evaluate((measure) => window.armStreamingBench(measure), !process.env.NO_LATENCY)
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  if (process.env.TRACE)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    })
  done = page.evaluate(() => window.nextGuide())
  const before = await cdp.send('Performance.getMetrics')
  // Waiting on the page's own promise: Playwright's text polling would add main-thread work.
  await generate.click()
  await done
  const after = await cdp.send('Performance.getMetrics')
  if (process.env.PROFILE) printProfile((await cdp.send('Profiler.stop')).profile)
  if (process.env.TRACE) printTrace((await browser.stopTracing()).toString())
  const result: StreamingBenchResult = await page.evaluate(() => window.streamingBenchResult())
  await context.close()
  const metric = (name: string) =>
    ((after.metrics.find((m) => m.name === name)?.value ?? 0) -
      (before.metrics.find((m) => m.name === name)?.value ?? 0)) *
    1000
  return {
    result,
    sent: provider.state.sent,
    taskMs: metric('TaskDuration'),
    // CPU time of the renderer's main thread: unlike TaskDuration, not inflated by other load.
    cpuMs: metric('ThreadTime'),
    scriptMs: metric('ScriptDuration'),
    layoutMs: metric('LayoutDuration') + metric('RecalcStyleDuration'),
  }
}

function report(label: string, run: Awaited<ReturnType<typeof runOnce>>) {
  const { result, sent } = run
  // Sent → the first painted frame showing it.
  const latencies = sent.map((mark) => {
    const paint = result.paints.find(
      (candidate) => candidate.at >= mark.at && candidate.length >= mark.length,
    )
    return paint ? paint.at - mark.at : Number.NaN
  })
  const measured = latencies.filter((value) => Number.isFinite(value))
  const over100 = measured.filter((value) => value > 100).length
  const lateChunks = latencies.flatMap((value, index) => (value > 100 ? [index] : []))
  const longOver50 = result.longTasks.filter((duration) => duration > 50)
  const first = sent[0]?.at ?? 0
  console.log(
    `${label}: ${sent.length} chunks / ${sent.at(-1)?.length ?? 0} chars sent over ${((sent.at(-1)?.at ?? first) - first).toFixed(0)} ms, delivered ${(result.deliveredAt - first).toFixed(0)} ms after the first; ` +
      `${result.paints.length} paints; sent→paint p50 ${percentile(measured, 50).toFixed(1)} ms, p95 ${percentile(measured, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...measured).toFixed(1)} ms (over 100 ms: ${over100}${over100 ? `, chunks ${lateChunks[0]}–${lateChunks.at(-1)}` : ''}; unmatched ${latencies.length - measured.length}); ` +
      `main thread CPU ${run.cpuMs.toFixed(0)} ms, wall ${run.taskMs.toFixed(0)} ms (script ${run.scriptMs.toFixed(0)}, style+layout ${run.layoutMs.toFixed(0)}); ` +
      `long tasks ${result.longTasks.length} (over 50 ms: ${longOver50.length}${longOver50.length ? `, longest ${Math.max(...longOver50).toFixed(0)} ms` : ''})`,
  )
}

async function main() {
  const guide = makeGuide()
  const chunks = chunksOf(guide, CHUNKS)
  const provider = await startProvider(chunks)
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-stream-bench-'))
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    base: './',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: join(root, 'bench/streaming.html') },
    },
  })
  const server = await preview({
    configFile: join(root, 'vite.config.ts'),
    root,
    base: './',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4391, strictPort: false },
  })
  const appUrl = new URL(
    'bench/streaming.html',
    server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4391/',
  ).href
  const browser = await launchChromium()
  const notes =
    'The plasma membrane is a phospholipid bilayer. Proteins in it act as channels and pumps for transport.'
  try {
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
    )
    console.log(
      `guide ${guide.length} chars in ${chunks.length} chunks (${(guide.length / chunks.length).toFixed(1)} chars each)`,
    )
    for (const mode of (process.env.MODES?.split(',') ?? ['paced', 'burst']) as (
      'paced' | 'burst'
    )[]) {
      provider.state.mode = mode
      // Each run is a fresh page: it includes loading the lazy engine and markdown chunks.
      for (const attempt of Array.from({ length: Number(process.env.RUNS ?? 2) }, (_, i) => i + 1))
        report(`${mode} run ${attempt}`, await runOnce(browser, appUrl, provider, notes))
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await provider.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
