import { fromWorkerFailure } from '@/lib/extract/worker-failure'
import { runInWorker } from '@/lib/run-in-worker'
import type { AnkiJob, AnkiResults, FromAnkiWorker } from './anki-protocol'
import type { ImportedCards } from './imported-cards'
import type { AnkiDeckSpec } from './write-apkg'

/**
 * Anki export and import, run in a dedicated worker (anki.worker.ts) when the page can start
 * one, else in place. SQLite (sql.js) and the zip library are loaded only then, on first use.
 */

type Result = AnkiResults[AnkiJob['kind']]

function run(job: AnkiJob): Promise<Result> {
  return runInWorker<FromAnkiWorker, Result>({
    start: () =>
      new Worker(new URL('./anki.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-anki',
      }),
    inPlace: async () => (await import('./run-anki-job')).runAnkiJob(job),
    onMessage: (data, worker) => {
      if (data.type === 'ready') {
        worker.postMessage(job)
        return undefined
      }
      return data.type === 'done' ? { done: data.result } : { failed: fromWorkerFailure(data) }
    },
    crashed: (message) => new Error(message || 'The Anki package could not be processed'),
  })
}

/** The .apkg of one deck, as bytes to download. */
export async function exportApkg(spec: AnkiDeckSpec): Promise<Uint8Array<ArrayBuffer>> {
  return (await run({ kind: 'export', spec })) as Uint8Array<ArrayBuffer>
}

/** The cards of an Anki package or a Quizlet export; refuses other files with a message. */
export async function importCardsFile(bytes: Uint8Array, fileName: string): Promise<ImportedCards> {
  return (await run({ kind: 'import', bytes, fileName })) as ImportedCards
}
