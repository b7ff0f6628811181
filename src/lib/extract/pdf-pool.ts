/**
 * The PDF workers (pdf.worker.ts) of a page: which of them start when, and what they do while no
 * PDF needs them. The first starts on the student's intent (or with the first PDF); once it has
 * compiled PDFium, the others start from its compiled module (V8 shares the machine code, so they
 * compile nothing of PDFium again) and every worker reads a small built-in PDF (warm-up.pdf, made
 * by make-warm-up.ts: four short pages of an essay, one in each font format students' PDFs carry
 * — TrueType as LibreOffice Writer exports it, embedded Type 1 as LaTeX papers have, CFF, CID
 * TrueType — picked by format, not after the bench's files) a few times over, so that the code
 * that reads text (PDFium's WebAssembly, the font parser of each format, and our layout, which
 * each worker optimises for itself) is compiled and optimised before the student's file arrives,
 * and the first file is read by every worker, as later ones are (decision 023, session 64).
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

  /**
   * Starts the first worker, and the others once it is ready; true once the first is ready,
   * false when it cannot start.
   */
  async startFirst(): Promise<boolean> {
    if (!(await this.startOne())) return false
    this.grow()
    return true
  }

  /** Starts the workers the pool does not have yet (they join the jobs under way). */
  private grow(): void {
    while (!this.dropped && this.started < this.size) void this.startOne()
  }

  /** A PDF to read: every ready worker is offered to it. */
  add(job: PdfJob): void {
    this.jobs.set(job.id, job)
    for (const worker of this.workers) job.offer(worker)
  }

  /** The job is over (read, failed or cancelled). */
  remove(job: PdfJob): void {
    this.jobs.delete(job.id)
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

  /**
   * Another warm-up pass of the first worker, while passes are left and no PDF is being read. The
   * others do not warm up: their PDFium is the first one's code, compiled and made hot by its
   * passes; a second worker's own passes on a two-core machine took the CPU a first file needed
   * (decision 023, session 64).
   */
  private warmUpAgain(worker: PoolWorker): void {
    void this.warmUp.then((bytes) => {
      const passes = this.warmUpPasses.get(worker) ?? 0
      if (!bytes || this.dropped || this.jobs.size > 0 || passes >= WARM_UP_PASSES) return
      if (worker !== this.workers[0]) return
      this.warmUpPasses.set(worker, passes + 1)
      const copy = bytes.slice()
      worker.postMessage({ type: 'warm-up', bytes: copy } satisfies ToPdfWorker, [copy.buffer])
    })
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
