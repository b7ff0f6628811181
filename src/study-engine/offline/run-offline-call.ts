import { isAppError } from '@/lib/errors'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import type { StudyEngine } from '@/study-engine/types'
import type { FromOfflineWorker, OfflineCall } from './offline-worker-protocol'

/**
 * One engine call as a reply message, by an engine writing for the call's reader: the one code path of the offline engine, run by its
 * worker (`offline.worker.ts`) and, where a page has no worker (jsdom, a strict CSP), in place.
 */
export async function runOfflineCall(
  engineFor: (reader: LanguageCode) => StudyEngine,
  { id, method, input, reader }: OfflineCall,
): Promise<FromOfflineWorker> {
  try {
    const engine = engineFor(reader)
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
