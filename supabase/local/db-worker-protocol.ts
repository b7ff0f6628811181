/** Messages between worker-db.ts (the server's thread) and db-worker.ts (the database's). */

export type ToDbWorker =
  | { id: number; op: 'query'; sql: string; params: unknown[] | undefined }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' }

/** A database error's fields (code, detail, hint…), as asPgError reads them. */
export type SerializedError = { message: string } & Record<string, unknown>

export type FromDbWorker =
  | { type: 'ready' }
  | { type: 'open-failed'; error: SerializedError }
  | { type: 'answer'; id: number; ok: true; value: unknown }
  | { type: 'answer'; id: number; ok: false; error: SerializedError }

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue
    fields[key] = value
  }
  return { ...fields, name: error.name, message: error.message }
}

export function deserializeError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error)
}
