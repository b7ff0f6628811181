import { tryStartWorker, workersAvailable } from '@/lib/run-in-worker'
import type { SourcePassage } from '@/lib/source'
import type { Citation } from '@/lib/citation'
import type { CitedGuide, CitedReply, ClaimedItem } from './check'
import type { CheckJob, CheckResults, FromCheckWorker, ToCheckWorker } from './check-protocol'
import type { CiteOptions } from './verify'

/**
 * Runs the citation checks in a worker, whatever the source's size: the checks' word lists
 * (WordNet's opposites and word forms, ~200 KB) load there and never on the page's thread, and
 * reading a 2,000,000-character source into an index takes far more than a frame. The worker
 * keeps the sources it was sent, so a quiz, cards and tutor replies on one guide send its
 * passages once. Where there is no Worker (tests in jsdom), or it fails, the check runs here.
 */

/** An idle worker is let go after this long (it holds the sources' indexes). */
const IDLE_MS = 120_000

let worker: Worker | null = null
let idleTimer: ReturnType<typeof setTimeout> | null = null
let nextId = 1
let nextSourceId = 1
const sourceIds = new WeakMap<readonly SourcePassage[], number>()
/** Sources this worker has been sent. */
let sent = new Set<number>()
const pending = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (error: Error) => void }
>()

function stopWorker() {
  worker?.terminate()
  worker = null
  sent = new Set()
  for (const { reject } of pending.values()) reject(new Error('The citation worker stopped'))
  pending.clear()
}

function startWorker(): Worker | null {
  if (worker) return worker
  worker = !workersAvailable()
    ? null
    : tryStartWorker(
        () =>
          new Worker(new URL('./check.worker.ts', import.meta.url), {
            type: 'module',
            name: 'studywise-citations',
          }),
      )
  if (!worker) return null
  worker.onmessage = ({ data }: MessageEvent<FromCheckWorker>) => {
    const waiting = pending.get(data.id)
    pending.delete(data.id)
    if (!waiting) return
    if (data.ok) waiting.resolve(data.result)
    else waiting.reject(new Error(data.message))
  }
  worker.onerror = (event) => {
    event.preventDefault()
    stopWorker()
  }
  return worker
}

function inWorker(source: readonly SourcePassage[], job: CheckJob): Promise<unknown> | null {
  const target = startWorker()
  if (!target) return null
  if (idleTimer !== null) clearTimeout(idleTimer)
  idleTimer = setTimeout(stopWorker, IDLE_MS)
  let sourceId = sourceIds.get(source)
  if (sourceId === undefined) sourceIds.set(source, (sourceId = nextSourceId++))
  const id = nextId++
  const message: ToCheckWorker = { id, sourceId, job }
  if (!sent.has(sourceId)) {
    message.source = [...source]
    sent.add(sourceId)
  }
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    target.postMessage(message)
  })
}

async function run<K extends CheckJob['kind']>(
  source: readonly SourcePassage[],
  job: Extract<CheckJob, { kind: K }>,
): Promise<CheckResults[K]> {
  const remote = inWorker(source, job)
  if (remote) {
    try {
      return (await remote) as CheckResults[K]
    } catch (error) {
      console.warn('The citation worker failed; checking on the page instead', error)
    }
  }
  // No worker: the checks (their word lists and stemmers) load here, in their own chunk.
  const { runJob } = await import('./run-job')
  return runJob(source, job)
}

/** Quiz questions or flashcards: each item's citations, in order. */
export function citeItems(
  source: readonly SourcePassage[],
  items: ClaimedItem[],
  options: CiteOptions = {},
): Promise<Citation[][]> {
  return run(source, { kind: 'items', items, options })
}

/** A new guide: its text without markers and the citations of its points. */
export function citeGuide(source: readonly SourcePassage[], markdown: string): Promise<CitedGuide> {
  return run(source, { kind: 'guide', markdown })
}

/** A tutor reply: its text without markers and the passages it rests on. */
export function citeReply(source: readonly SourcePassage[], text: string): Promise<CitedReply> {
  return run(source, { kind: 'reply', text })
}
