import { AppError, type AppErrorKind } from '@/lib/errors'

/**
 * An error crossing from an extraction worker to the page: an AppError's kind, message and
 * code; `kind: null` for anything else (a damaged file).
 */
export interface WorkerFailure {
  kind: AppErrorKind | null
  message: string
  code: string | undefined
}

export function toWorkerFailure(error: unknown): WorkerFailure {
  return error instanceof AppError
    ? { kind: error.kind, message: error.message, code: error.code }
    : { kind: null, message: String(error), code: undefined }
}

export function fromWorkerFailure(failure: WorkerFailure): Error {
  return failure.kind
    ? new AppError(failure.kind, failure.message, { code: failure.code })
    : new Error(failure.message)
}
