import { runInWorker } from '@/lib/run-in-worker'
import type { LayoutRequest, LibraryLayout } from '../model/library-layout'

type WorkerAnswer = { done: LibraryLayout } | undefined

/**
 * The library map's layout in a worker of its own, let go when it answers; where no worker
 * starts (component tests, a strict CSP) it runs here, its module loaded on demand so d3-force
 * stays out of the library's chunk.
 */
export function layoutLibraryInWorker(
  request: LayoutRequest,
  signal?: AbortSignal,
): Promise<LibraryLayout> {
  return runInWorker<WorkerAnswer, LibraryLayout>({
    start: () =>
      new Worker(new URL('../model/library-layout.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-library-map',
      }),
    inPlace: async () => (await import('../model/library-layout')).layoutLibrary(request),
    begin: (worker) => worker.postMessage(request),
    onMessage: (data) => (data ? { done: data.done } : undefined),
    crashed: (message) => new Error(message || 'The library map layout failed'),
    ...(signal ? { signal } : {}),
  })
}
