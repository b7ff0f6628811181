import type { AnkiJob, AnkiResults } from './anki-protocol'

/** Runs one job where it is called: in the worker, or on the page when no worker starts. */
export async function runAnkiJob(job: AnkiJob): Promise<AnkiResults[AnkiJob['kind']]> {
  if (job.kind === 'export') {
    const { writeApkg } = await import('./write-apkg')
    return writeApkg(job.spec)
  }
  const { readCardsFile } = await import('./read-cards-file')
  return readCardsFile(job.bytes, job.fileName)
}
