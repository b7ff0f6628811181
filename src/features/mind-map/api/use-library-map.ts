import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import type { LibraryGuide } from '../model/library-graph'
import type { LibraryMapData } from '../model/library-map'
import { fetchLibraryGuides } from './library-guides-api'
import { mapLibraryInWorker } from './map-library-in-worker'

export type LibraryMapState =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | ({ status: 'ready' } & LibraryMapData)

/**
 * The library map of a student: their guides read once the map opens, then their concepts
 * matched and the map laid out in a worker.
 */
export function useLibraryMap(userId: string): LibraryMapState {
  const guides = useQuery({
    // Under the guides' key: a guide added, renamed or deleted redraws the map.
    queryKey: [...guideKeys.all, 'library-map', userId],
    queryFn: () => fetchLibraryGuides(userId),
  })
  const [made, setMade] = useState<{ from: LibraryGuide[]; map: LibraryMapData } | null>(null)
  const [mapError, setMapError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const from = guides.data
    if (!from) return
    const controller = new AbortController()
    mapLibraryInWorker(from, controller.signal).then(
      (map) => setMade({ from, map }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('The library map failed', error)
        setMapError(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => controller.abort()
  }, [guides.data, attempt])

  if (guides.isError)
    return { status: 'error', error: guides.error, retry: () => void guides.refetch() }
  if (mapError) {
    const retry = () => {
      setMapError(null)
      setAttempt((count) => count + 1)
    }
    return { status: 'error', error: mapError, retry }
  }
  if (!made || made.from !== guides.data) return { status: 'loading' }
  return { status: 'ready', ...made.map }
}
