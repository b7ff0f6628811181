import { AppError, type AppErrorKind, type SpecRef } from '@/lib/errors'

/**
 * An error crossing from an extraction worker to the page: an AppError's kind, message, code and
 * name (`spec`, so the page shows it in the interface language); `kind: null` for anything else
 * (a damaged file).
 */
export interface WorkerFailure {
  kind: AppErrorKind | null
  message: string
  code: string | undefined
  spec?: SpecRef | undefined
}

export function toWorkerFailure(error: unknown): WorkerFailure {
  return error instanceof AppError
    ? { kind: error.kind, message: error.message, code: error.code, spec: error.spec }
    : { kind: null, message: String(error), code: undefined }
}

export function fromWorkerFailure(failure: WorkerFailure): Error {
  return failure.kind
    ? new AppError(failure.kind, failure.message, { code: failure.code, spec: failure.spec })
    : new Error(failure.message)
}
