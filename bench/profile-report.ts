/** Reporting for the benchmarks' PROFILE=1 (a CDP profile) and TRACE=1 (a trace) modes. */

/** A CPU profile's functions with the most self time, and the time by file (PROFILE=1). */
export function printProfile(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples?: number[]
  timeDeltas?: number[]
}) {
  const self = new Map<number, number>()
  profile.samples?.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0)),
  )
  const byName = new Map<string, number>()
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000)
  }
  const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
  const byFile = new Map<string, number>()
  for (const [name, ms] of byName) {
    const file =
      name
        .split(' ')
        .pop()
        ?.split(':')[0]
        ?.replace(/-[\w-]{8}\.js$/, '.js') ?? ''
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  }
  console.log(
    `  by file: ${[...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, ms]) => `${file || '(native)'} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  )
}

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of the event, in µs. */
  tdur?: number
  tid: number
  pid: number
  args?: { name?: string; data?: { functionName?: string } }
}

/** The complete events of the (first) renderer's main thread, in time order. */
function mainThreadEvents(json: string): TraceEvent[] {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  if (!main) return []
  return events
    .filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
}

/**
 * Main-thread tasks over `overMs`, on the wall clock and on the thread's own clock: on a busy
 * machine a task that waited for a core is long on the first only.
 */
export function longTasksInTrace(json: string, overMs = 50): { wall: number; cpu: number } {
  const tasks = mainThreadEvents(json).filter((event) => event.name === 'RunTask')
  return {
    wall: tasks.filter((task) => (task.dur ?? 0) / 1000 > overMs).length,
    cpu: tasks.filter((task) => (task.tdur ?? 0) / 1000 > overMs).length,
  }
}

/** Main-thread time by trace event (self time, nested events subtracted), and what the longest task spent its time on (TRACE=1). */
export function printTrace(json: string) {
  type Event = TraceEvent
  const complete = mainThreadEvents(json)
  const self = new Map<string, number>()
  const count = new Map<string, number>()
  const stack: Event[] = []
  for (const event of complete) {
    while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts)
      stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0))
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0))
    count.set(event.name, (count.get(event.name) ?? 0) + 1)
    stack.push(event)
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  for (const [name, us] of top)
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name} (${count.get(name)}×)`)
  // The longest tasks, on the wall clock and on the thread's own clock (CPU time: a task that
  // waited for a core, on a busy machine, is long on the first only), and what they did.
  const tasks = complete.filter((event) => event.name === 'RunTask')
  const describe = (task: Event) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = complete.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    )
    const parts = new Map<string, number>()
    for (const event of inside) {
      const label = `${event.name}${event.args?.data?.functionName ? ` ${event.args.data.functionName}` : ''}`
      parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0))
    }
    return (
      `${((task.dur ?? 0) / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms): ` +
      [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
        .join(', ')
    )
  }
  const byWall = [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3)
  const byCpu = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 3)
  for (const task of byWall) console.log(`  long task ${describe(task)}`)
  for (const task of byCpu) console.log(`  CPU-heavy task ${describe(task)}`)
}

interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples?: number[]
  timeDeltas?: number[]
}

/**
 * The stretches of a CPU profile where the thread never went idle for `minMs` or more, each with
 * the call paths it spent most time in (PROFILE=1; clearest on an unminified build). A stretch
 * may hold several tasks back to back: the long tasks themselves are what the page's
 * PerformanceObserver reports.
 */
export function printBusyStretches(profile: CpuProfile, minMs = 50) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  const frame = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? {
      functionName: '?',
      url: '',
      lineNumber: 0,
    }
    return `${functionName || '(anonymous)'}@${url.split('/').pop()}:${lineNumber}`
  }
  const path = (id: number) => {
    const names: string[] = []
    for (
      let at: number | undefined = id;
      at !== undefined && names.length < 6;
      at = parentOf.get(at)
    ) {
      const name = byId.get(at)?.callFrame.functionName
      if (name === '(root)') break
      names.push(frame(at))
    }
    return names.join(' < ')
  }
  const idle = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  )
  let time = 0
  let stretch: { start: number; samples: Map<number, number> } | null = null
  const report = (end: number) => {
    if (!stretch || (end - stretch.start) / 1000 < minMs) return
    const top = [...stretch.samples.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4)
    console.log(`  busy stretch ${((end - stretch.start) / 1000).toFixed(0)} ms:`)
    for (const [id, us] of top)
      console.log(`    ${(us / 1000).toFixed(1).padStart(6)} ms  ${path(id)}`)
  }
  profile.samples?.forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0
    time += delta
    if (idle.has(id)) {
      report(time - delta)
      stretch = null
      return
    }
    stretch ??= { start: time - delta, samples: new Map() }
    stretch.samples.set(id, (stretch.samples.get(id) ?? 0) + delta)
  })
  report(time)
}
