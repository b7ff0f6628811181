/**
 * A Chromium trace of one first upload in bench:extract's scenario (bench/extract-pdf.ts): a
 * fresh browser context opens the bench page, the intent (preloadExtractors) comes, the file
 * LEAD ms later. Prints, per thread of the page's renderer (main, PDF workers, V8's compile
 * threads), its CPU time from the intent to the file and from the file to its text, what it spent
 * it on (trace events by CPU self time), a strip of its CPU use in 50 ms steps, and the CPU
 * of the other renderers (an earlier page of the same browser) in the same windows.
 *
 *   npx tsx --tsconfig tsconfig.node.json bench/extract-pdf-trace.ts
 *   PDF=paper (a file of bench/fixtures/pdf, without .pdf); LEAD=1000 (ms from intent to file);
 *   PREVIOUS=1: an earlier page that has just read the same file stays open, as in bench:extract's
 *   second and third runs; WARM=other-file: trace instead a warm read, 2 s after the first upload
 *   and right after a read of other-file, as bench:extract's warm reads; OUT=trace.json: keep the
 *   raw trace (for chrome://tracing / Perfetto); IN=trace.json: report a kept trace instead.
 * Then the read's split (split(): the hops, the workers, the page's thread).
 */
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { buildBenchPage, launchPageOnlyChromium, serveBenchPage } from './bench-page'
import { openExtractPage, readPdf } from './extract-pdf.open'

const PDF = process.env.PDF ?? 'paper'
const LEAD = Number(process.env.LEAD ?? 1000)
const STEP_MS = 50
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  'v8.wasm',
  'disabled-by-default-v8.wasm.detailed',
  'disabled-by-default-v8.compile',
]

interface TraceEvent {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { functionName?: string; url?: string } }
}

interface TimeWindow {
  label: string
  from: number
  to: number
}

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`
const cpuOf = (event: TraceEvent) => event.tdur ?? event.dur ?? 0
const overlap = (event: TraceEvent, from: number, to: number) => {
  const end = event.ts + (event.dur ?? 0)
  const shared = Math.min(end, to) - Math.max(event.ts, from)
  return (event.dur ?? 0) > 0 ? Math.max(0, shared) / (event.dur ?? 1) : 0
}

/** Each thread's complete events in time order, with their nesting depth. */
function byThread(events: TraceEvent[]): Map<string, { event: TraceEvent; depth: number }[]> {
  const threads = new Map<string, TraceEvent[]>()
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue
    const list = threads.get(threadKey(event)) ?? []
    list.push(event)
    threads.set(threadKey(event), list)
  }
  const nested = new Map<string, { event: TraceEvent; depth: number }[]>()
  for (const [key, list] of threads) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const stack: number[] = []
    nested.set(
      key,
      list.map((event) => {
        while (stack.length > 0 && (stack.at(-1) ?? 0) <= event.ts) stack.pop()
        const depth = stack.length
        stack.push(event.ts + (event.dur ?? 0))
        return { event, depth }
      }),
    )
  }
  return nested
}

/** CPU ms of a thread's top-level events within the window (shared in proportion). */
function threadCpu(list: { event: TraceEvent; depth: number }[], from: number, to: number) {
  let us = 0
  for (const { event, depth } of list)
    if (depth === 0) us += cpuOf(event) * overlap(event, from, to)
  return us / 1000
}

/** Event names by CPU self time (children's CPU taken off), for events starting in the window. */
function selfTimes(list: { event: TraceEvent; depth: number }[], from: number, to: number) {
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  const label = (event: TraceEvent) =>
    event.args?.data?.functionName
      ? `${event.name} ${event.args.data.functionName}`
      : event.args?.data?.url
        ? `${event.name} ${event.args.data.url.split('/').pop()}`
        : event.name
  for (const { event, depth } of list) {
    stack.length = depth
    const parent = stack.at(-1)
    const inWindow = event.ts >= from && event.ts < to
    if (parent && parent.ts >= from && parent.ts < to)
      self.set(label(parent), (self.get(label(parent)) ?? 0) - cpuOf(event))
    if (inWindow) self.set(label(event), (self.get(label(event)) ?? 0) + cpuOf(event))
    stack.push(event)
  }
  return [...self.entries()]
    .filter(([, us]) => us >= 2000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ')
}

/** The thread's CPU use per STEP_MS from `from` to `to`: ' ' idle, 1–9 tenths, '#' full. */
function strip(list: { event: TraceEvent; depth: number }[], from: number, to: number) {
  const steps = Math.ceil((to - from) / (STEP_MS * 1000))
  let out = ''
  for (let step = 0; step < steps; step += 1) {
    const start = from + step * STEP_MS * 1000
    const share = threadCpu(list, start, start + STEP_MS * 1000) / STEP_MS
    out += share < 0.05 ? ' ' : share >= 0.95 ? '#' : String(Math.max(1, Math.round(share * 10)))
  }
  return out
}

const MILESTONES = ['wasm.OnBytesReceived', 'wasm.FinishStreaming', 'wasm.CompileBaseline']

/**
 * A worker's story from the intent: when PDFium's bytes came and its compile ended, then each
 * stretch of its own work over 5 ms of CPU (a warm-up page, a page of the file).
 */
function milestones(list: { event: TraceEvent; depth: number }[], from: number): string {
  const at = (us: number) => ((us - from) / 1000).toFixed(0)
  const parts: string[] = []
  for (const name of MILESTONES) {
    const found = list.filter(({ event }) => event.name === name)
    const first = found[0]?.event
    const last = found.at(-1)?.event
    if (first && last) parts.push(`${name} ${at(first.ts)}–${at(last.ts + (last.dur ?? 0))} ms`)
  }
  const busy = list
    .filter(({ event, depth }) => depth === 0 && event.ts >= from && cpuOf(event) >= 5000)
    .map(
      ({ event }) =>
        `${at(event.ts)}+${((event.dur ?? 0) / 1000).toFixed(0)}(${(cpuOf(event) / 1000).toFixed(0)})`,
    )
  return `  ${parts.join(', ')}\n  tasks over 5 ms CPU, start+wall(CPU): ${busy.join(' ')}`
}

/** Each thread's name ('CrRendererMain', 'DedicatedWorker thread', …) by its key. */
function threadNames(trace: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const event of trace)
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(threadKey(event), event.args?.name ?? '?')
  return names
}

function report(trace: TraceEvent[]): void {
  const mark = (name: string) => trace.find((event) => event.name === name)
  const file = mark('bench-file')
  const done = mark('bench-done')
  const intent = mark('bench-intent') ?? file
  if (!intent || !file || !done) throw new Error('the trace lacks the bench marks')
  const names = threadNames(trace)
  const windows: TimeWindow[] = [
    ...(intent === file ? [] : [{ label: 'intent→file', from: intent.ts, to: file.ts }]),
    { label: 'file→text', from: file.ts, to: done.ts },
  ]
  console.log(
    `${PDF}.pdf, file ${((file.ts - intent.ts) / 1000).toFixed(0)} ms after the intent, ` +
      `text ${((done.ts - file.ts) / 1000).toFixed(0)} ms after the file ` +
      `(strips: ${STEP_MS} ms a character, from the intent; | marks the file)`,
  )
  const threads = byThread(trace)
  const fileStep = Math.round((file.ts - intent.ts) / (STEP_MS * 1000))
  const others = new Map<number, number[]>()
  for (const [key, list] of threads) {
    const cpu = windows.map((window) => threadCpu(list, window.from, window.to))
    if (cpu.every((ms) => ms < 3)) continue
    const pid = Number(key.split(':')[0])
    if (pid !== intent.pid) {
      const sums = others.get(pid) ?? windows.map(() => 0)
      others.set(
        pid,
        sums.map((sum, index) => sum + (cpu[index] ?? 0)),
      )
      continue
    }
    const row = strip(list, intent.ts, done.ts + 100_000)
    console.log(
      `${(names.get(key) ?? key).padEnd(28)} CPU ${windows.map((w, i) => `${w.label} ${cpu[i]?.toFixed(0)} ms`).join(', ')}`,
    )
    console.log(`  |${row.slice(0, fileStep)}|${row.slice(fileStep)}`)
    for (const window of windows) {
      const top = selfTimes(list, window.from, window.to)
      if (top) console.log(`  ${window.label}: ${top}`)
    }
    if (names.get(key)?.startsWith('DedicatedWorker')) console.log(milestones(list, intent.ts))
  }
  const processNames = new Map<number, string>()
  for (const event of trace)
    if (event.ph === 'M' && event.name === 'process_name')
      processNames.set(event.pid, event.args?.name ?? '?')
  for (const [pid, sums] of others)
    console.log(
      `other process ${pid} (${processNames.get(pid) ?? '?'}): CPU ${windows.map((w, i) => `${w.label} ${sums[i]?.toFixed(0)} ms`).join(', ')}`,
    )
}

/** A thread's top-level tasks that start in the window. */
const tasksIn = (list: { event: TraceEvent; depth: number }[], from: number, to: number) =>
  list.filter(({ event, depth }) => depth === 0 && event.ts >= from && event.ts < to)

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`

/**
 * Where the read's wall time goes, hop by hop: from the file to the first worker's job (the
 * file's bytes read back through the browser process, our sniffing and hand-out, the hop), the
 * workers' reading (each one's wall and CPU, from its job's first message to its last task in
 * the window), V8's background compiles (tier-up, Maglev) on the same cores, and the page's
 * thread: its CPU on the workers' messages (their structured clones and our handling), on
 * frames, and from the last page's message to the text. The phases inside a worker (page load,
 * text page, our runs, layout, clean-up and check) are bench/pdf-read-phases.ts's.
 */
function split(trace: TraceEvent[], file: TraceEvent, done: TraceEvent): void {
  const names = threadNames(trace)
  const threads = [...byThread(trace)].filter(([key]) => key.startsWith(`${file.pid}:`))
  const named = (prefix: string) =>
    threads.filter(([key]) => (names.get(key) ?? '').startsWith(prefix))
  const handled = (list: { event: TraceEvent; depth: number }[]) =>
    list.filter(
      ({ event }) =>
        event.name === 'HandlePostMessage' && event.ts >= file.ts && event.ts < done.ts,
    )
  /** Where the top-level task that handles a worker's first message of the read starts. */
  const jobStart = (list: { event: TraceEvent; depth: number }[]) => {
    const first = handled(list)[0]?.event.ts
    if (first === undefined) return undefined
    return list.findLast(({ event, depth }) => depth === 0 && event.ts <= first)?.event.ts
  }
  const workers = named('DedicatedWorker').flatMap(([key, list]) => {
    const start = jobStart(list)
    return start === undefined ? [] : [{ key, list, start }]
  })
  const firstJob = Math.min(...workers.map((worker) => worker.start))
  const main = named('CrRendererMain')[0]?.[1] ?? []
  const messages = handled(main)
  const lastMessage = messages.at(-1)?.event.ts ?? done.ts
  const cpuOfTasks = (list: { event: TraceEvent; depth: number }[], from: number, to: number) =>
    tasksIn(list, from, to).reduce((sum, { event }) => sum + cpuOf(event), 0)
  const messagesCpu = messages.reduce((sum, { event }) => sum + cpuOf(event), 0)
  const frames = main.filter(
    ({ event }) =>
      event.ts >= file.ts &&
      event.ts < done.ts &&
      ['FireAnimationFrame', 'Layout', 'Paint', 'Commit', 'UpdateLayoutTree', 'PrePaint'].includes(
        event.name,
      ),
  )
  const pool = named('ThreadPool')
  const background = pool.reduce((sum, [, list]) => sum + cpuOfTasks(list, file.ts, done.ts), 0)
  /** CPU of the pool's events called `name` that start in the read. */
  const poolCpu = (name: string) =>
    pool
      .flatMap(([, list]) => list)
      .filter(({ event }) => event.name === name && event.ts >= file.ts && event.ts < done.ts)
      .reduce((sum, { event }) => sum + cpuOf(event), 0)
  console.log(`split of ${ms(done.ts - file.ts)} from the file to its text:`)
  console.log(
    `  file → first worker's job: ${ms(firstJob - file.ts)} ` +
      `(page thread CPU ${ms(cpuOfTasks(main, file.ts, firstJob))})`,
  )
  for (const worker of workers) {
    const { start } = worker
    const tasks = tasksIn(worker.list, start, done.ts)
    const last = tasks.at(-1)?.event
    const end = Math.min(done.ts, last ? last.ts + (last.dur ?? 0) : start)
    console.log(
      `  ${names.get(worker.key)} ${worker.key}: from ${ms(start - file.ts)} to ${ms(end - file.ts)}, ` +
        `CPU ${ms(cpuOfTasks(worker.list, start, done.ts))} in ${tasks.length} tasks`,
    )
  }
  console.log(
    `  the renderer's thread pool: CPU ${ms(background)}, of which PDFium's tier-up ` +
      `(wasm.TopTierCompilation) ${ms(poolCpu('wasm.TopTierCompilation'))}, Maglev ` +
      `${ms(poolCpu('V8.MaglevBackground'))}\n` +
      `  page thread: CPU ${ms(cpuOfTasks(main, file.ts, done.ts))} in all; ${messages.length} ` +
      `worker messages ${ms(messagesCpu)} (clone and our handling), frames ` +
      `${ms(frames.reduce((sum, { event }) => sum + cpuOf(event), 0))}; ` +
      `last page's message → text ${ms(done.ts - lastMessage)}`,
  )
}

/** Reads the file on a fresh page, LEAD ms after the intent. */
async function firstUpload(browser: Browser, base: string, url: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await openExtractPage(context, base)
  await page.evaluate(() => {
    performance.mark('bench-intent')
    window.preloadExtractors()
  })
  await page.waitForTimeout(LEAD)
  await readPdf(page, url)
  return page
}

function reportTrace(json: string): void {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents
  report(events)
  const file = events.find((event) => event.name === 'bench-file')
  const done = events.find((event) => event.name === 'bench-done')
  if (file && done) split(events, file, done)
}

async function main() {
  if (process.env.IN) {
    reportTrace(await readFile(process.env.IN, 'utf8'))
    return
  }
  const root = fileURLToPath(new URL('..', import.meta.url))
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-trace-'))
  await buildBenchPage('extract-pdf.html', outDir)
  await copyFile(join(root, 'bench/fixtures/pdf', `${PDF}.pdf`), join(outDir, `${PDF}.pdf`))
  const { server, base } = await serveBenchPage(
    outDir,
    4391 + Number(process.env.E2E_PORT_OFFSET ?? 0),
  )
  const browser = await launchPageOnlyChromium()
  try {
    const url = new URL(`${PDF}.pdf`, base).href
    const previous = process.env.PREVIOUS === '1' ? await firstUpload(browser, base, url) : null
    const warmAfter = process.env.WARM
    const page = warmAfter ? await firstUpload(browser, base, url) : null
    if (warmAfter && page) {
      await copyFile(
        join(root, 'bench/fixtures/pdf', `${warmAfter}.pdf`),
        join(outDir, `${warmAfter}.pdf`),
      )
      await page.waitForTimeout(2000)
      await readPdf(page, new URL(`${warmAfter}.pdf`, base).href)
    }
    await browser.startTracing(undefined, { categories: CATEGORIES })
    const traced = page ?? (await firstUpload(browser, base, url))
    if (page) await readPdf(page, url)
    await traced.waitForTimeout(300)
    const json = (await browser.stopTracing()).toString()
    if (process.env.OUT) await writeFile(process.env.OUT, json)
    reportTrace(json)
    await traced.context().close()
    await previous?.context().close()
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
