/**
 * The PDF workers (pdf.worker.ts) of a page: which of them start when, and what they do while no
 * PDF needs them. The first starts on the student's intent (or with the first PDF) and then reads a
 * small built-in PDF (warm-up.pdf, made by make-warm-up.ts: four short pages of an essay, one in
 * each font format students' PDFs carry — TrueType as LibreOffice Writer exports it, embedded
 * Type 1 as LaTeX papers have, CFF, CID TrueType — picked by format, not after the bench's files)
 * a few times over, so that the code that reads text (PDFium's WebAssembly, the font parser of
 * each format, and our layout) is compiled and optimised before the student's file arrives. The others start when a long PDF arrives, when a PDF has been read, or when the first
 * has warmed up and no file came for a while: on a two-core machine, workers starting beside the
 * first would take the CPU that the first one and the page need for a student's first file that
 * comes quickly.
 */
import { AppError, messages } from '@/lib/errors'
import type { PdfJob, PdfReader } from './pdf-job'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'

/** A worker that has loaded PDFium, as the pool drives it. */
export interface PoolWorker extends PdfReader {
  terminate: () => void
  /** From now on, the worker's messages and its crash go to these. */
  listen: (onMessage: (message: FromPdfWorker) => void, onCrash: () => void) => void
}

/** Starts a worker named `name`: it resolves once PDFium is loaded in it, or null. */
export type StartWorker = (name: string) => Promise<PoolWorker | null>

/**
 * Passes each worker makes over the built-in PDF while no PDF needs it. V8 compiles each of
 * PDFium's WebAssembly functions on its first call and optimises the ones that run most only
 * after they have run a while: over a one-page PDF the passes took 54, 17–52, 14–20, 8–14, 10–13
 * and 5 ms in a first worker (Chromium, busy 2-core machine), and a first 7-page paper still read
 * at 1.9–2.1× `pdftotext`; over three pages it read at 1.3–1.5× (decision 016, with a warm-up
 * that resembled that paper; decision 023 has the figures for today's). A file that arrives stops
 * the warm-up between pages.
 */
export const WARM_UP_PASSES = 6

/**
 * A PDF with at least this many pages starts the other workers at once. A later worker starts
 * PDFium from the first one's compiled module in 70–80 ms, in which a warm worker reads 10–30
 * pages; a shorter PDF is read before another worker could help, and starting it would only
 * take CPU from the read.
 */
export const LONG_DOCUMENT_PAGES = 30

/**
 * The others also start once the first worker has finished warming up and this long has gone by
 * with no PDF to read: a student who takes longer than that to pick a file gets every worker
 * ready for it, and one who is quicker does not share the CPU with their loading.
 */
export const GROW_WHEN_IDLE_MS = 500

export class PdfPool {
  /** The workers that have loaded PDFium, in the order they did. */
  readonly workers: PoolWorker[] = []
  /** The jobs being read: a worker that becomes ready is offered to each. */
  private readonly jobs = new Map<number, PdfJob>()
  private readonly warmUpPasses = new Map<PoolWorker, number>()
  private started = 0
  private dropped = false

  constructor(
    /** How many workers the pool may have. */
    readonly size: number,
    private readonly start: StartWorker,
    /** The built-in PDF the workers read while no job needs them; null if it cannot be had. */
    private readonly warmUp: Promise<Uint8Array | null>,
    /** A worker crashed: the pool is over (its jobs failed), the next PDF needs a new one. */
    private readonly onDropped: () => void,
  ) {}

  /** Starts the first worker; true once it is ready, false when it cannot start. */
  async startFirst(): Promise<boolean> {
    return (await this.startOne()) !== null
  }

  /** Starts the workers the pool does not have yet (they join the jobs under way). */
  grow(): void {
    while (!this.dropped && this.started < this.size) void this.startOne()
  }

  /** A PDF to read: every ready worker is offered to it. */
  add(job: PdfJob): void {
    this.jobs.set(job.id, job)
    for (const worker of this.workers) job.offer(worker)
  }

  /** The job's page count is known: a long document gets the other workers. */
  opened(pageCount: number): void {
    if (pageCount >= LONG_DOCUMENT_PAGES) this.grow()
  }

  /** The job is over; one that was read leaves the CPU to the other workers' loading. */
  remove(job: PdfJob, read: boolean): void {
    this.jobs.delete(job.id)
    if (read) this.grow()
    // Workers that started during the job and had no part in it warm up now.
    for (const worker of this.workers) this.warmUpAgain(worker)
  }

  private async startOne(): Promise<PoolWorker | null> {
    this.started += 1
    const worker = await this.start(`studywise-pdf-${this.started}`)
    if (!worker) return null
    if (this.dropped) {
      worker.terminate()
      return null
    }
    this.workers.push(worker)
    worker.listen(
      (message) => this.receive(worker, message),
      () => this.drop(),
    )
    for (const job of this.jobs.values()) job.offer(worker)
    // Its first pass waits for a task: a file that was waiting for this worker (its read resumes
    // in promise callbacks once the pool is ready) is added first, and no warm-up page delays it.
    setTimeout(() => this.warmUpAgain(worker), 0)
    return worker
  }

  private receive(worker: PoolWorker, message: FromPdfWorker): void {
    if ('job' in message) {
      // A worker that has read a real PDF needs no more warming up.
      this.warmUpPasses.set(worker, WARM_UP_PASSES)
      this.jobs.get(message.job)?.receive(worker, message)
    } else if (message.type === 'warmed-up') this.warmUpAgain(worker)
  }

  /** Another warm-up pass, while passes are left and no PDF is being read. */
  private warmUpAgain(worker: PoolWorker): void {
    void this.warmUp.then((bytes) => {
      const passes = this.warmUpPasses.get(worker) ?? 0
      if (!bytes || this.dropped || this.jobs.size > 0) return
      if (passes >= WARM_UP_PASSES) {
        this.growWhenIdle()
        return
      }
      this.warmUpPasses.set(worker, passes + 1)
      const copy = bytes.slice()
      worker.postMessage({ type: 'warm-up', bytes: copy } satisfies ToPdfWorker, [copy.buffer])
    })
  }

  private growWhenIdle(): void {
    if (this.started >= this.size) return
    setTimeout(() => {
      if (this.jobs.size === 0) this.grow()
    }, GROW_WHEN_IDLE_MS)
  }

  private drop(): void {
    if (this.dropped) return
    this.dropped = true
    for (const worker of this.workers) worker.terminate()
    for (const job of this.jobs.values()) job.fail(new AppError('file', messages.readPdfFailed))
    this.jobs.clear()
    this.onDropped()
  }
}
