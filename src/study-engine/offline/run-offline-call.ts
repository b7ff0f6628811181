import { isAppError } from '@/lib/errors'
import type { StudyEngine } from '@/study-engine/types'
import type { FromOfflineWorker, OfflineCall } from './offline-worker-protocol'

/**
 * One engine call as a reply message: the one code path of the offline engine, run by its
 * worker (`offline.worker.ts`) and, where a page has no worker (jsdom, a strict CSP), in place.
 */
export async function runOfflineCall(
  engine: StudyEngine,
  { id, method, input }: OfflineCall,
): Promise<FromOfflineWorker> {
  try {
    const run = engine[method] as (input: unknown) => Promise<unknown>
    return { id, ok: true, value: await run.call(engine, input) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      id,
      ok: false,
      error: isAppError(error)
        ? { message, app: { kind: error.kind, code: error.code, status: error.status } }
        : { message },
    }
  }
}
