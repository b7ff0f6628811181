/// <reference lib="webworker" />
import type { SourcePassage } from '@/lib/source'
import type { FromCheckWorker, ToCheckWorker } from './check-protocol'
import { runJob } from './run-job'

/** Checks citations off the page's thread, keeping the last few sources it was sent. */

const KEPT = 3
const sources = new Map<number, SourcePassage[]>()

self.onmessage = ({ data }: MessageEvent<ToCheckWorker>) => {
  const reply = (message: FromCheckWorker) => self.postMessage(message)
  try {
    if (data.source) {
      sources.set(data.sourceId, data.source)
      while (sources.size > KEPT) sources.delete(sources.keys().next().value as number)
    }
    const source = sources.get(data.sourceId)
    if (!source) throw new Error('Unknown source')
    reply({ id: data.id, ok: true, result: runJob(source, data.job) })
  } catch (error) {
    reply({
      id: data.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
