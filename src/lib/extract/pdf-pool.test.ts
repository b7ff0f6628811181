import { PdfJob } from './pdf-job'
import {
  GROW_WHEN_IDLE_MS,
  LONG_DOCUMENT_PAGES,
  PdfPool,
  WARM_UP_PASSES,
  type PoolWorker,
} from './pdf-pool'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'

/** A stand-in for a worker that has loaded PDFium: it keeps what it is sent and can answer. */
class FakeWorker implements PoolWorker {
  sent: ToPdfWorker[] = []
  terminated = false
  private onMessage: (message: FromPdfWorker) => void = () => undefined
  private onCrash: () => void = () => undefined
  constructor(readonly name: string) {}
  postMessage(message: ToPdfWorker) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  listen(onMessage: (message: FromPdfWorker) => void, onCrash: () => void) {
    this.onMessage = onMessage
    this.onCrash = onCrash
  }
  answer(message: FromPdfWorker) {
    this.onMessage(message)
  }
  crash() {
    this.onCrash()
  }
  warmUps(): number {
    return this.sent.filter((message) => message.type === 'warm-up').length
  }
}

/** Lets the pool's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function startPool(size: number) {
  const started: FakeWorker[] = []
  let dropped = false
  const pool = new PdfPool(
    size,
    (name) => {
      const worker = new FakeWorker(name)
      started.push(worker)
      return Promise.resolve(worker)
    },
    Promise.resolve(new Uint8Array([37, 80, 68, 70])),
    () => (dropped = true),
  )
  return { pool, started, wasDropped: () => dropped }
}

function newJob(id: number, size: number) {
  const outcome = {
    done: undefined as string[] | undefined,
    failed: undefined as Error | undefined,
  }
  const job = new PdfJob(id, new Uint8Array([37, 80, 68, 70]), 'notes.pdf', size, {
    onOpened: () => undefined,
    onPage: () => undefined,
    onDone: (pages) => (outcome.done = pages),
    onFailed: (error) => (outcome.failed = error),
  })
  return { job, outcome }
}

/** The worker finishes each warm-up pass it is given, until none comes. */
async function warmUpFully(worker: FakeWorker) {
  await settle()
  while (worker.warmUps() > 0 && worker.sent.at(-1)?.type === 'warm-up') {
    const before = worker.sent.length
    worker.answer({ type: 'warmed-up', pages: 1 })
    await settle()
    if (worker.sent.length === before) break
  }
}

describe('PdfPool', () => {
  it('starts one worker on intent and has it read the warm-up PDF a bounded number of times', async () => {
    const { pool, started } = startPool(2)
    expect(await pool.startFirst()).toBe(true)
    const [first] = started
    if (!first) throw new Error('no worker started')
    await warmUpFully(first)
    expect(first.warmUps()).toBe(WARM_UP_PASSES)
    expect(started.map((worker) => worker.name)).toEqual(['studywise-pdf-1'])
  })

  it('starts the others once the first has warmed up and no file came for a while', async () => {
    const { pool, started } = startPool(2)
    await pool.startFirst()
    const [first] = started
    if (!first) throw new Error('no worker started')
    await warmUpFully(first)
    expect(started).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, GROW_WHEN_IDLE_MS + 50))
    expect(started.map((worker) => worker.name)).toEqual(['studywise-pdf-1', 'studywise-pdf-2'])
  })

  it('leaves the CPU to a short file that arrives in that while', async () => {
    const { pool, started } = startPool(2)
    await pool.startFirst()
    const [first] = started
    if (!first) throw new Error('no worker started')
    await warmUpFully(first)
    pool.add(newJob(1, 2).job)
    await new Promise((resolve) => setTimeout(resolve, GROW_WHEN_IDLE_MS + 50))
    expect(started).toHaveLength(1)
  })

  it('reads a file that was waiting for the first worker before any warm-up page', async () => {
    const { pool, started } = startPool(1)
    // As extractPdfText does: the file is added as soon as the pool is ready.
    await pool.startFirst()
    const { job } = newJob(1, 1)
    pool.add(job)
    await settle()
    const [first] = started
    expect(first?.sent.map((message) => message.type)).toEqual(['open'])
  })

  it('stops warming up when a file arrives, and not again after it is read', async () => {
    const { pool, started } = startPool(1)
    await pool.startFirst()
    const [first] = started
    if (!first) throw new Error('no worker started')
    await settle()
    expect(first.warmUps()).toBe(1)
    const { job, outcome } = newJob(1, 1)
    pool.add(job)
    expect(first.sent.at(-1)).toMatchObject({ type: 'open', job: 1 })
    // The warm-up the file interrupted ends, then the file is read.
    first.answer({ type: 'warmed-up', pages: 0 })
    first.answer({ type: 'opened', job: 1, pageCount: 2 })
    first.answer({ type: 'page', job: 1, n: 1, text: 'one' })
    first.answer({ type: 'page', job: 1, n: 2, text: 'two' })
    expect(outcome.done).toEqual(['one', 'two'])
    pool.remove(job, true)
    await settle()
    expect(first.warmUps()).toBe(1)
  })

  it('starts the other workers for a long document, and they join it', async () => {
    const { pool, started } = startPool(3)
    await pool.startFirst()
    const { job } = newJob(1, 3)
    pool.add(job)
    started[0]?.answer({ type: 'opened', job: 1, pageCount: LONG_DOCUMENT_PAGES })
    pool.opened(LONG_DOCUMENT_PAGES)
    await settle()
    expect(started.map((worker) => worker.name)).toEqual([
      'studywise-pdf-1',
      'studywise-pdf-2',
      'studywise-pdf-3',
    ])
    expect(started[1]?.sent[0]).toMatchObject({ type: 'open', job: 1 })
    expect(started[2]?.sent[0]).toMatchObject({ type: 'open', job: 1 })
  })

  it('reads a short document on the first worker alone; the others start once it is read', async () => {
    const { pool, started } = startPool(2)
    await pool.startFirst()
    const { job } = newJob(1, 2)
    pool.add(job)
    pool.opened(LONG_DOCUMENT_PAGES - 1)
    await settle()
    expect(started).toHaveLength(1)
    pool.remove(job, true)
    await settle()
    expect(started).toHaveLength(2)
    const second = started[1]
    if (!second) throw new Error('no second worker')
    await warmUpFully(second)
    expect(second.warmUps()).toBe(WARM_UP_PASSES)
  })

  it('fails the jobs under way and stops every worker when one crashes', async () => {
    const { pool, started, wasDropped } = startPool(2)
    await pool.startFirst()
    pool.grow()
    await settle()
    const { job, outcome } = newJob(1, 2)
    pool.add(job)
    started[1]?.crash()
    expect(outcome.failed?.message).toBe('Failed to read PDF file')
    expect(started.every((worker) => worker.terminated)).toBe(true)
    expect(wasDropped()).toBe(true)
  })

  it('says so when the first worker cannot start', async () => {
    const pool = new PdfPool(
      2,
      () => Promise.resolve(null),
      Promise.resolve(null),
      () => undefined,
    )
    expect(await pool.startFirst()).toBe(false)
  })
})
