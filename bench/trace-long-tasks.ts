/**
 * What a page's long main-thread tasks did, from a Chromium trace taken through the DevTools
 * protocol (Tracing): each task over the limit on the renderer's main thread, with the time of
 * the events directly inside it (a timer, an IndexedDB success event, a fetch's answer, a
 * layout, a garbage collection…) and the JavaScript functions that ran longest in it (the V8
 * sampling profiler's samples, by self time; named by the build's source maps where it has them,
 * else by the minified name, file and position).
 */
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join } from 'node:path'
import type { CDPSession } from '@playwright/test'

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time during the event (µs): below `dur` when it waited for a core. */
  tdur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      type?: string
      functionName?: string
      url?: string
      lineNumber?: number
      cpuProfile?: {
        nodes?: {
          id: number
          parent?: number
          callFrame: {
            functionName: string
            url: string
            lineNumber: number
            columnNumber: number
          }
        }[]
        samples?: number[]
      }
      timeDeltas?: number[]
    }
  }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',')

/**
 * Starts tracing the page of `cdp`; the function returned stops and gives the events.
 * `categories`: Chromium's trace categories (by default the timeline and V8's sampling profiler).
 */
export async function startTrace(
  cdp: CDPSession,
  categories = CATEGORIES,
): Promise<() => Promise<TraceEvent[]>> {
  await cdp.send('Tracing.start', {
    categories,
    transferMode: 'ReturnAsStream',
  })
  return async () => {
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
    )
    await cdp.send('Tracing.end')
    const stream = await complete
    let text = ''
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 22 })
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
      if (chunk.eof) break
    }
    await cdp.send('IO.close', { handle: stream })
    const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
    return Array.isArray(parsed) ? parsed : parsed.traceEvents
  }
}

/** What an event directly inside a task is called in the breakdown. */
function label(event: TraceEvent): string {
  const data = event.args?.data
  if (event.name === 'EventDispatch' && data?.type) return `event ${data.type}`
  if (event.name === 'FunctionCall' && data?.url)
    return `call ${data.functionName || '(anonymous)'} ${data.url.split('/').pop()}:${data.lineNumber}`
  return event.name
}

export interface LongTask {
  /** Start, ms after the first event of the trace. */
  at: number
  ms: number
  /** The main thread's CPU time in it (ms; the rest of `ms` it waited for a core), if traced. */
  cpuMs: number | undefined
  /** The events directly inside, summed by label, longest first (ms). */
  inside: [string, number][]
  /** JavaScript self time by function, longest first (ms, from 0.1 ms samples). */
  functions: [string, number][]
}

/**
 * Names a position in a built file by its source map (`dir`/assets/<file>.map), as
 * 'src/path.ts:line name'; undefined without one.
 */
function sourceMapped(dir: string | undefined) {
  const maps = new Map<string, SourceMap | undefined>()
  return (file: string, line: number, column: number): string | undefined => {
    if (!dir) return undefined
    if (!maps.has(file)) {
      const path = join(dir, 'assets', `${file}.map`)
      maps.set(
        file,
        existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : undefined,
      )
    }
    const entry = maps.get(file)?.findEntry(line, column) as
      { originalSource?: string; originalLine?: number; name?: string } | undefined
    if (!entry?.originalSource) return undefined
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '')
    return `${source}:${(entry.originalLine ?? 0) + 1}${entry.name ? ` ${entry.name}` : ''}`
  }
}

/**
 * Every task of a renderer's main thread over `limitMs`, with what it did; functions named by
 * the source maps of the build in `buildDir` if it has them.
 */
export function longTasks(events: TraceEvent[], limitMs: number, buildDir?: string): LongTask[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const onMain = (event: TraceEvent) => mains.has(`${event.pid}:${event.tid}`)
  const origin = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts))
  const complete = events.filter((event) => event.ph === 'X' && onMain(event))
  const samples = profileSamples(events, sourceMapped(buildDir))
  return complete
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > limitMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur!
      const within = complete.filter(
        (event) =>
          event !== task &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end,
      )
      // Directly inside: not within another event that is itself inside the task.
      const direct = within.filter(
        (event) =>
          !within.some(
            (outer) =>
              outer !== event &&
              outer.ts <= event.ts &&
              outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
              (outer.dur ?? 0) > (event.dur ?? 0),
          ),
      )
      const functions = new Map<string, number>()
      for (const sample of samples)
        if (sample.pid === task.pid && sample.ts >= task.ts && sample.ts < end)
          functions.set(sample.frame, (functions.get(sample.frame) ?? 0) + sample.ms)
      return {
        at: (task.ts - origin) / 1000,
        ms: task.dur! / 1000,
        cpuMs: task.tdur === undefined ? undefined : task.tdur / 1000,
        inside: summed(direct.map((event) => [label(event), (event.dur ?? 0) / 1000])),
        functions: [...functions].sort((a, b) => b[1] - a[1]),
      }
    })
}

function summed(entries: [string, number][]): [string, number][] {
  const totals = new Map<string, number>()
  for (const [name, ms] of entries) totals.set(name, (totals.get(name) ?? 0) + ms)
  return [...totals].sort((a, b) => b[1] - a[1])
}

/**
 * The V8 sampling profiler's samples on the main threads' isolates: each with the function on
 * top of the stack, its time (the delta to the next sample) and when it was taken.
 */
function profileSamples(
  events: TraceEvent[],
  mapped: (file: string, line: number, column: number) => string | undefined,
) {
  const startOf = new Map<string, number>()
  for (const event of events)
    if (event.name === 'Profile' && event.id !== undefined)
      startOf.set(`${event.pid}:${event.id}`, event.ts)
  const frames = new Map<string, string>()
  const samples: { pid: number; ts: number; ms: number; frame: string }[] = []
  const clock = new Map<string, number>()
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id === undefined) continue
    const key = `${event.pid}:${event.id}`
    const profile = event.args?.data?.cpuProfile
    for (const node of profile?.nodes ?? []) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame
      const file = url?.split('/').pop() ?? ''
      frames.set(
        `${key}:${node.id}`,
        url
          ? (mapped(file, lineNumber, columnNumber) ??
              `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`)
          : functionName || '(program)',
      )
    }
    const deltas = event.args?.data?.timeDeltas ?? []
    let ts = clock.get(key) ?? startOf.get(key) ?? event.ts
    ;(profile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0
      samples.push({ pid: event.pid, ts, ms: 0, frame: frames.get(`${key}:${node}`) ?? '?' })
    })
    clock.set(key, ts)
  }
  samples.sort((a, b) => a.ts - b.ts)
  samples.forEach((sample, index) => {
    const next = samples[index + 1]
    sample.ms = next && next.pid === sample.pid ? (next.ts - sample.ts) / 1000 : 0
  })
  return samples.filter((sample) => sample.frame !== '(idle)' && sample.frame !== '(program)')
}

/** The breakdown as lines for the bench's output. */
export function describeLongTasks(tasks: LongTask[], top = 6): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return tasks.flatMap((task) => [
    `  task of ${ms(task.ms)} at ${ms(task.at)}` +
      `${task.cpuMs === undefined ? '' : ` (the thread's CPU ${ms(task.cpuMs)})`}:`,
    `    inside: ${task.inside
      .slice(0, top)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join('; ')}`,
    `    functions (self): ${task.functions
      .slice(0, top)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join('; ')}`,
  ])
}
