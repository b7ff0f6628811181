import { AUTH_RETRY_BASE_MS } from '@/config/limits'

/** Gateway failures worth another try: the request may never have arrived. */
export const RETRYABLE_AUTH_STATUSES: readonly number[] = [502, 503, 504]
export const AUTH_MAX_RETRIES = 3

interface AuthResult {
  error: unknown
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? status : undefined
}

export function isRetryableAuthError(error: unknown): boolean {
  const status = statusOf(error)
  return status !== undefined && RETRYABLE_AUTH_STATUSES.includes(status)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs a supabase-js auth call (which resolves `{ data, error }` rather than throwing) and
 * repeats it after 200, 400, 800 ms while it fails with 502 / 503 / 504. Any other outcome,
 * success or error, is returned as is.
 */
export async function withAuthRetry<T extends AuthResult>(
  call: () => Promise<T>,
  options: { baseMs?: number; maxRetries?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const baseMs = options.baseMs ?? AUTH_RETRY_BASE_MS
  const maxRetries = options.maxRetries ?? AUTH_MAX_RETRIES
  const wait = options.wait ?? sleep
  let result = await call()
  for (
    let attempt = 0;
    attempt < maxRetries && result.error && isRetryableAuthError(result.error);
    attempt++
  ) {
    await wait(baseMs * 2 ** attempt)
    result = await call()
  }
  return result
}
