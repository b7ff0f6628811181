/// <reference lib="webworker" />
import { runMemoryJob, type MemoryJob } from './memory-job'

/** Works out a memory job off the page: a fit (a few hundred passes over the log) or the model. */
self.onmessage = ({ data }: MessageEvent<MemoryJob>) => {
  self.postMessage(runMemoryJob(data))
}
