import { runInWorker } from '@/lib/run-in-worker'
import type { LibraryGuide } from '../model/library-graph'
import type { LibraryMapData } from '../model/library-map'

type WorkerAnswer = { done: LibraryMapData } | undefined

/**
 * The library map made in a worker of its own, let go when it answers; where no worker starts
 * (component tests, a strict CSP) it is made here, its module loaded on demand so d3-force stays
 * out of the library's chunk.
 */
export function mapLibraryInWorker(
  guides: readonly LibraryGuide[],
  signal?: AbortSignal,
): Promise<LibraryMapData> {
  return runInWorker<WorkerAnswer, LibraryMapData>({
    start: () =>
      new Worker(new URL('../model/library-map.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-library-map',
      }),
    inPlace: async () => (await import('../model/library-map')).mapLibrary(guides),
    begin: (worker) => worker.postMessage(guides),
    onMessage: (data) => (data ? { done: data.done } : undefined),
    crashed: (message) => new Error(message || 'The library map failed'),
    ...(signal ? { signal } : {}),
  })
}
