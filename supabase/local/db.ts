import type { Transaction } from '@electric-sql/pglite'

export type DbRole = 'anon' | 'authenticated' | 'service_role'
/** What a unit of work may do with the connection: PGlite's transaction, or its stand-in. */
export type Tx = Pick<Transaction, 'query' | 'exec'>

/**
 * One PostgreSQL connection: a PGlite in this thread (component tests) or in a worker thread
 * (worker-db.ts: the served backend, whose statements can be timed out).
 */
export interface Database extends Tx {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * PGlite is a single connection: every unit of work runs through one FIFO queue, each inside its
 * own transaction, so one request's `set local role` or failure can never leak into another's.
 */
export class SerialDb<D extends Database = Database> {
  private tail: Promise<unknown> = Promise.resolve()

  constructor(readonly pg: D) {}

  /** Runs `work` in a transaction as the superuser (the auth server's own bookkeeping). */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const next = this.tail.then(() => this.pg.transaction(work))
    // Keep the queue alive after a failure; the caller still sees the rejection.
    this.tail = next.catch(() => undefined)
    return next
  }

  /** Runs `work` as PostgREST does: `set local role` + `request.jwt.claims` for the transaction. */
  runAs<T>(
    role: DbRole,
    claims: Record<string, unknown>,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.run(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
        [JSON.stringify(claims), role],
      )
      return work(tx)
    })
  }
}

/** The fields of a Postgres error PGlite exposes (a DatabaseError from pg-protocol). */
export interface PgError {
  code: string
  message: string
  detail?: string | undefined
  hint?: string | undefined
}

export function asPgError(error: unknown): PgError | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const record = error as Record<string, unknown>
  if (typeof record.code !== 'string' || typeof record.message !== 'string') return undefined
  return {
    code: record.code,
    message: record.message,
    detail: typeof record.detail === 'string' ? record.detail : undefined,
    hint: typeof record.hint === 'string' ? record.hint : undefined,
  }
}
