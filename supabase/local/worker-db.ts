import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import type { Database, Tx } from './db.ts'
import {
  deserializeError,
  type FromDbWorker,
  type SerializedError,
  type ToDbWorker,
} from './db-worker-protocol.ts'

/**
 * The served backend's database, in a worker thread, with a statement timeout.
 *
 * PGlite runs PostgreSQL as WebAssembly on the thread that calls it, and a running statement
 * cannot be interrupted: PostgreSQL's own statement_timeout needs a timer signal, which never
 * fires while the WebAssembly runs. On the server's thread, one heavy query would stop every
 * request (both ports) until it ends. In a worker, the server keeps running; a statement still
 * running after `statementTimeoutMs` fails with PostgreSQL's error (57014, 'canceling statement
 * due to statement timeout', which PostgREST answers with 500), the thread is ended, and the
 * database reopens from its data dir: committed work is kept, the open transaction is lost —
 * what a cancelled statement's transaction would lose anyway.
 */

type Op = { op: 'query'; sql: string; params: unknown[] | undefined } | { op: 'exec'; sql: string }

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout | undefined
}

export const statementTimeoutError = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  })

export interface WorkerDbOptions {
  statementTimeoutMs: number
  /** A restart after a timeout, or a worker that died: for the developer's console. */
  onRestart?: (reason: string) => void
}

export class WorkerDb implements Database {
  private worker!: Worker
  private ready!: Promise<void>
  private readonly pending = new Map<number, Pending>()
  private nextId = 0
  /** Bumped on every restart: a transaction of an earlier thread is gone. */
  private generation = 0
  private closed = false
  /** Threads ended on purpose (a timeout): their exit starts nothing. */
  private readonly closedWorkers = new WeakSet<Worker>()

  private constructor(
    private readonly dataDir: string,
    private readonly options: WorkerDbOptions,
  ) {}

  /** Opens (or creates) the data dir in a new worker thread; rejects if it cannot be opened. */
  static async open(dataDir: string, options: WorkerDbOptions): Promise<WorkerDb> {
    const db = new WorkerDb(dataDir, options)
    db.replace(Promise.resolve())
    await db.ready
    return db
  }

  /**
   * A new thread once `previousGone` (the old one ended: never two on one data dir). Work of
   * the old thread's transactions fails from now on; new work waits for the new thread.
   */
  private replace(previousGone: Promise<unknown>): void {
    this.generation += 1
    this.ready = previousGone.then(() => this.launch())
    // Nobody may be waiting yet; a failed open is reported to the next caller.
    this.ready.catch(() => undefined)
  }

  private launch(): Promise<void> {
    const worker = new Worker(new URL('./db-worker-boot.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir },
    })
    this.worker = worker
    let opened = false
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromDbWorker) => {
        if (message.type === 'ready') {
          opened = true
          resolve()
        } else if (message.type === 'open-failed') reject(deserializeError(message.error))
        else this.settle(message.id, message.ok ? { value: message.value } : message)
      })
      worker.on('error', (error) => reject(error))
      worker.on('exit', () => {
        reject(new Error('the database worker exited while opening'))
        if (this.closedWorkers.has(worker) || this.closed || !opened) return
        // Died on its own after opening (out of memory, a crash): fail what it held and
        // start afresh. One that could not open stays down: its callers see why.
        this.failAll(new Error('the database worker exited'))
        this.options.onRestart?.('the database worker exited')
        this.replace(Promise.resolve())
      })
    })
  }

  private settle(id: number, outcome: { value: unknown } | { error: SerializedError }): void {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    clearTimeout(pending.timer)
    if ('value' in outcome) pending.resolve(outcome.value)
    else pending.reject(deserializeError(outcome.error))
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer)
      pending.reject(error)
    }
    this.pending.clear()
  }

  private timedOut(): void {
    this.failAll(statementTimeoutError())
    this.options.onRestart?.(
      `a statement ran over ${this.options.statementTimeoutMs} ms; the database is reopened`,
    )
    const stuck = this.worker
    // Ending it is what stops the statement (its exit is not a crash: see launch).
    this.closedWorkers.add(stuck)
    this.replace(stuck.terminate())
  }

  private async send(message: Op, generation?: number): Promise<unknown> {
    await this.ready
    // A transaction whose thread was ended by a timeout cannot go on in the new one.
    if (generation !== undefined && generation !== this.generation) throw statementTimeoutError()
    const id = ++this.nextId
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.timedOut(), this.options.statementTimeoutMs)
      this.pending.set(id, { resolve, reject, timer })
      this.worker.postMessage({ id, ...message } satisfies ToDbWorker)
    })
  }

  query<T>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params }) as Promise<Results<T>>
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql }) as Promise<Results[]>
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    await this.ready
    const generation = this.generation
    const tx: Tx = {
      query: <R>(sql: string, params?: unknown[]) =>
        this.send({ op: 'query', sql, params }, generation) as Promise<Results<R>>,
      exec: (sql: string) => this.send({ op: 'exec', sql }, generation) as Promise<Results[]>,
    }
    await tx.exec('begin')
    try {
      const result = await work(tx)
      await tx.exec('commit')
      return result
    } catch (error) {
      if (generation === this.generation) await tx.exec('rollback').catch(() => undefined)
      throw error
    }
  }

  async close(): Promise<void> {
    this.closed = true
    try {
      await this.ready
      const id = ++this.nextId
      await new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject, timer: undefined })
        this.worker.postMessage({ id, op: 'close' } satisfies ToDbWorker)
      })
    } finally {
      await this.worker.terminate()
    }
  }
}
