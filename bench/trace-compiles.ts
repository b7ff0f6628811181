/**
 * What a cold start spent compiling its scripts, from a Chromium trace with V8's compile category
 * (`disabled-by-default-v8.compile`), on the renderers' main threads: how many module and classic
 * scripts were compiled and how many of them V8's code cache served (`consumedCacheSize`), the
 * parse and compile time (the outermost compile events: a lazy function compile inside a script's
 * run counts once), and each compile event summed by name.
 */
import type { TraceEvent } from './trace-long-tasks'

/** V8's parse and compile events (the script compiles, lazy function compiles, preparsing). */
const COMPILE =
  /^(v8\.compile|v8\.compileModule|V8\.(Compile\w*|ParseFunction|ParseProgram|PreParse))$/

const ms = (us: number) => (us / 1000).toFixed(1)

export function describeCompiles(events: TraceEvent[]): string[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const compiles = events
    .filter(
      (event) =>
        event.ph === 'X' && mains.has(`${event.pid}:${event.tid}`) && COMPILE.test(event.name),
    )
    .sort((a, b) => a.ts - b.ts)
  const cached = (name: string) => {
    const scripts = compiles.filter((event) => event.name === name)
    const consumed = scripts.filter(
      (event) =>
        (event.args?.data as { consumedCacheSize?: number } | undefined)?.consumedCacheSize,
    )
    return `${scripts.length} (${consumed.length} from V8's code cache)`
  }
  let outermostEnd = 0
  let wall = 0
  let cpu = 0
  for (const event of compiles)
    if (event.ts >= outermostEnd) {
      outermostEnd = event.ts + (event.dur ?? 0)
      wall += event.dur ?? 0
      cpu += event.tdur ?? 0
    }
  const byName = new Map<string, { us: number; cpuUs: number; count: number }>()
  for (const event of compiles) {
    const total = byName.get(event.name) ?? { us: 0, cpuUs: 0, count: 0 }
    total.us += event.dur ?? 0
    total.cpuUs += event.tdur ?? 0
    total.count += 1
    byName.set(event.name, total)
  }
  return [
    `compiles on the main thread: modules ${cached('v8.compileModule')}, classic scripts ` +
      `${cached('v8.compile')}; parse and compile ${ms(wall)} ms (CPU ${ms(cpu)})`,
    ...[...byName]
      .sort((a, b) => b[1].us - a[1].us)
      .map(
        ([name, total]) =>
          `  ${name}: ${total.count}×, ${ms(total.us)} ms (CPU ${ms(total.cpuUs)})`,
      ),
  ]
}
