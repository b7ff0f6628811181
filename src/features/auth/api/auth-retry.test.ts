import { withAuthRetry } from './auth-retry'

interface Result {
  data: { ok: boolean } | null
  error: { name: string; message: string; status: number } | null
}
const failure = (status: number): Result => ({
  data: null,
  error: { name: 'AuthRetryableFetchError', message: '{}', status },
})
const success: Result = { data: { ok: true }, error: null }

describe('withAuthRetry', () => {
  it.each([502, 503, 504])('retries %s with backoff 200, 400, 800 ms', async (status) => {
    const waits: number[] = []
    const call = vi.fn<() => Promise<Result>>().mockResolvedValue(failure(status))
    const result = await withAuthRetry(call, { wait: async (ms) => void waits.push(ms) })
    expect(waits).toEqual([200, 400, 800])
    expect(call).toHaveBeenCalledTimes(4)
    expect(result.error?.status).toBe(status)
  })

  it('stops as soon as a retry succeeds', async () => {
    const waits: number[] = []
    const call = vi
      .fn<() => Promise<Result>>()
      .mockResolvedValueOnce(failure(503))
      .mockResolvedValueOnce(success)
    const result = await withAuthRetry(call, { wait: async (ms) => void waits.push(ms) })
    expect(result).toBe(success)
    expect(waits).toEqual([200])
  })

  it.each([400, 422, 500])('does not retry %s', async (status) => {
    const call = vi.fn<() => Promise<Result>>().mockResolvedValue(failure(status))
    await withAuthRetry(call, { wait: async () => {} })
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('waits for real by default', async () => {
    vi.useFakeTimers()
    try {
      const call = vi
        .fn<() => Promise<Result>>()
        .mockResolvedValueOnce(failure(502))
        .mockResolvedValueOnce(success)
      const pending = withAuthRetry(call)
      await vi.advanceTimersByTimeAsync(199)
      expect(call).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(pending).resolves.toBe(success)
    } finally {
      vi.useRealTimers()
    }
  })
})
