import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import { libraryGraph, type LibraryGraph } from '../model/library-graph'
import type { LibraryLayout } from '../model/library-layout'
import { fetchLibraryGuides } from './library-guides-api'
import { layoutLibraryInWorker } from './layout-library-in-worker'

export type LibraryMapState =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; graph: LibraryGraph; layout: LibraryLayout }

/**
 * The library map of a student: their guides read once the map opens, linked by shared
 * concepts, then laid out in a worker.
 */
export function useLibraryMap(userId: string): LibraryMapState {
  const guides = useQuery({
    // Under the guides' key: a guide added, renamed or deleted redraws the map.
    queryKey: [...guideKeys.all, 'library-map', userId],
    queryFn: () => fetchLibraryGuides(userId),
  })
  const graph = useMemo(() => (guides.data ? libraryGraph(guides.data) : null), [guides.data])
  const [placed, setPlaced] = useState<{ graph: LibraryGraph; layout: LibraryLayout } | null>(null)
  const [layoutError, setLayoutError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!graph) return
    const controller = new AbortController()
    const request = {
      ids: graph.guides.map((guide) => guide.id),
      links: graph.links.map(({ source, target, shared }) => ({
        source,
        target,
        weight: shared.length,
      })),
    }
    layoutLibraryInWorker(request, controller.signal).then(
      (layout) => setPlaced({ graph, layout }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('The library map layout failed', error)
        setLayoutError(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => controller.abort()
  }, [graph, attempt])

  if (guides.isError)
    return { status: 'error', error: guides.error, retry: () => void guides.refetch() }
  if (layoutError) {
    const retry = () => {
      setLayoutError(null)
      setAttempt((count) => count + 1)
    }
    return { status: 'error', error: layoutError, retry }
  }
  if (!placed || placed.graph !== graph) return { status: 'loading' }
  return { status: 'ready', ...placed }
}
