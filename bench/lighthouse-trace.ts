/**
 * What the page's main thread ran in the tasks Lighthouse counts as blocking, read from a kept
 * run's trace (`bench/lighthouse.ts` with LIGHTHOUSE_KEEP saves it as `<report>-0.trace.json`).
 * Lighthouse's simulated throttling (Lantern) takes each main-thread task's observed wall time
 * times 4 (its CPU slowdown): a task of more than 12.5 ms observed after the first contentful
 * paint is a long task, and its time over 50 ms counts in total blocking time. Per such task:
 * when it began, its wall and thread (CPU) time, what it ran (a module's evaluation, a React
 * scheduler slice, a chunk's compilation, an event…), and for how long the service worker's
 * thread of the same renderer and the browser's compositing (GPU process compositor thread and
 * browser main thread, summed) were busy meanwhile. Wall time far above thread time is time the
 * thread waited for a core (the machine's load, the browser's frames), not the page's work.
 * Alone: `npx tsx --tsconfig tsconfig.node.json bench/lighthouse-trace.ts <trace.json> ...`.
 */
import { readFile } from 'node:fs/promises'

interface TraceEvent {
  name: string
  ph?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: Record<string, unknown> }
}

export interface LongTask {
  /** From navigation start, observed (unthrottled) ms. */
  startMs: number
  wallMs: number
  threadMs: number
  runs: string
  /** Observed ms of the service worker thread's tasks within this task. */
  serviceWorkerMs: number
  /**
   * Observed ms of the browser's compositing within this task: the GPU process's compositor
   * thread and the browser's main thread (a frame drawn in software and, in a trace, captured
   * for the filmstrip), which take a core from the page on a 2-core machine (decision 026).
   */
  compositingMs: number
}

/** Lighthouse's simulated CPU slowdown on mobile, and the length over which a task blocks. */
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'])

/** The top-level tasks of one thread, in order (nested task events dropped). */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts)
  const top: TraceEvent[] = []
  let end = -1
  for (const task of tasks)
    if (task.ts >= end) {
      top.push(task)
      end = task.ts + (task.dur ?? 0)
    }
  return top
}

const fileOf = (url: unknown) => (typeof url === 'string' ? url.split('/').pop() : undefined)

/** What a task ran, from its first telling event. */
function describe(inside: TraceEvent[]): string {
  const chunk = fileOf(
    inside.find((e) => e.name === 'ScriptCatchup' && e.args?.data?.url)?.args?.data?.url,
  )
  if (inside.some((e) => e.name === 'v8.evaluateModule'))
    return `module evaluation${chunk ? ` (${chunk} arrived)` : ''}`
  if (chunk) return `compile ${chunk}`
  for (const event of inside) {
    const data = event.args?.data ?? {}
    if (event.name === 'FunctionCall' && data.functionName === 'S')
      return 'React scheduler slice (hydration or a render)'
    if (event.name === 'FunctionCall')
      return `call ${String(data.functionName) || '(anonymous)'} in ${fileOf(data.url)}`
    if (event.name === 'EventDispatch') return `event ${String(data.type)}`
    if (event.name === 'TimerFire') return 'timer'
    if (['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Commit'].includes(event.name))
      return 'style, layout, paint'
    if (event.name === 'ParseHTML') return 'HTML parsing'
  }
  return inside.length > 0 ? `browser (${inside[0]!.name})` : 'browser (no traced work)'
}

export async function longTasks(tracePath: string): Promise<LongTask[]> {
  const parsed = JSON.parse(await readFile(tracePath, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] }
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        String(e.args.data.documentLoaderURL).startsWith('http'),
    )
    .at(-1)
  if (!navigation) return []
  const { pid, tid, ts: start } = navigation
  const painted = Math.min(
    ...events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid).map((e) => e.ts),
  )
  const serviceWorker = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'ServiceWorker thread')
    .flatMap((e) => topLevelTasks(events, e.pid, e.tid))
  const compositing = events
    .filter(
      (e) =>
        e.name === 'thread_name' &&
        (e.args?.name === 'VizCompositorThread' || e.args?.name === 'CrBrowserMain'),
    )
    .flatMap((e) => topLevelTasks(events, e.pid, e.tid))
  const work = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && !TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts)
  const overlap = (a: TraceEvent, b: TraceEvent) =>
    Math.max(0, Math.min(a.ts + (a.dur ?? 0), b.ts + (b.dur ?? 0)) - Math.max(a.ts, b.ts))
  return topLevelTasks(events, pid, tid)
    .filter((task) => task.ts >= painted && (task.dur ?? 0) * CPU_SLOWDOWN > LONG_TASK_MS * 1000)
    .map((task) => ({
      startMs: (task.ts - start) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      threadMs: (task.tdur ?? 0) / 1000,
      runs: describe(work.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))),
      serviceWorkerMs: serviceWorker.reduce((sum, sw) => sum + overlap(task, sw), 0) / 1000,
      compositingMs: compositing.reduce((sum, other) => sum + overlap(task, other), 0) / 1000,
    }))
}

/**
 * Each long task on a line, then the blocking time (×4, over 50 ms) with and without the worker,
 * and what it would be if each task took only its thread (CPU) time: the page's own work, without
 * its waits for a core (thread time is never above wall time, so these tasks are all there is).
 */
export function printLongTasks(tasks: LongTask[], indent = ''): void {
  const blocking = (task: LongTask) => task.wallMs * CPU_SLOWDOWN - LONG_TASK_MS
  const ownBlocking = tasks.reduce(
    (total, task) => total + Math.max(0, task.threadMs * CPU_SLOWDOWN - LONG_TASK_MS),
    0,
  )
  for (const task of tasks)
    console.log(
      `${indent}@${task.startMs.toFixed(0).padStart(5)} ms  wall ${task.wallMs.toFixed(1).padStart(5)}  thread ${task.threadMs.toFixed(1).padStart(4)}  ×4 ${(task.wallMs * CPU_SLOWDOWN).toFixed(0).padStart(3)}  SW ${task.serviceWorkerMs.toFixed(1).padStart(4)}  GPU+browser ${task.compositingMs.toFixed(0).padStart(3)}  ${task.runs}`,
    )
  const withWorker = tasks.filter((task) => task.serviceWorkerMs > 0)
  const sum = (list: LongTask[]) => list.reduce((total, task) => total + blocking(task), 0)
  console.log(
    `${indent}observed ×4: ${tasks.length} long tasks, ${sum(tasks).toFixed(0)} ms blocking; ` +
      `${withWorker.length} of them (${sum(withWorker).toFixed(0)} ms) while the service worker ran; ` +
      `by thread time ${ownBlocking.toFixed(0)} ms`,
  )
}

if (process.argv[1]?.endsWith('lighthouse-trace.ts'))
  for (const path of process.argv.slice(2)) {
    console.log(path)
    printLongTasks(await longTasks(path), '  ')
  }
