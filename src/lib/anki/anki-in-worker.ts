import { fromWorkerFailure } from '@/lib/extract/worker-failure'
import type { AnkiJob, AnkiResults, FromAnkiWorker } from './anki-protocol'
import type { ImportedCards } from './imported-cards'
import type { AnkiDeckSpec } from './write-apkg'

/**
 * Anki export and import, run in a dedicated worker (anki.worker.ts) when the page can start
 * one, else in place (no Worker in tests, a strict CSP, a chunk gone after a deploy). SQLite
 * (sql.js) and the zip library are loaded only here, on first use.
 */

async function inPlace(job: AnkiJob): Promise<AnkiResults[AnkiJob['kind']]> {
  const { runAnkiJob } = await import('./run-anki-job')
  return runAnkiJob(job)
}

function run(job: AnkiJob): Promise<AnkiResults[AnkiJob['kind']]> {
  if (typeof window === 'undefined' || typeof Worker !== 'function') return inPlace(job)
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./anki.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-anki',
      })
    } catch {
      inPlace(job).then(resolve, reject)
      return
    }
    let ready = false
    worker.onmessage = ({ data }: MessageEvent<FromAnkiWorker>) => {
      if (data.type === 'ready') {
        ready = true
        worker.postMessage(job)
        return
      }
      worker.terminate()
      if (data.type === 'done') resolve(data.result)
      else reject(fromWorkerFailure(data))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      // A worker that never started: run here. One that failed while working: a failure.
      if (ready) reject(new Error(event.message || 'The Anki package could not be processed'))
      else inPlace(job).then(resolve, reject)
    }
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
