import { useQuery, useQueryClient } from '@tanstack/react-query'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { aiOutOfReach, getStudyEngine } from '@/study-engine/engine'
import { isUnitGuideContent, type MindNode } from '../model/mind-map'
import { createAiMindMap } from './create-ai-mind-map'
import { fetchMindMap } from './mind-map-api'

/**
 * What the Mind map tab shows: the offline map (the offline engine, a unit guide), the AI's while it is being
 * made or once made (saved with the guide, so reopening asks the model nothing), or the offline
 * map with a note when the model gave no map it could read, or is out of reach (no connection:
 * asked again when it returns).
 */
export type AiMindMapState =
  | { status: 'offline' }
  | { status: 'making' }
  | { status: 'unreachable' }
  | { status: 'ready'; root: MindNode }
  | { status: 'failed' }

const mindMapKey = (guide: GuideRef) => ['ai-mind-map', guide.id ?? guide.title] as const

/** Thrown with no connection: neither the saved map nor the model can be reached. */
const outOfReach = new Error('The AI mind map needs a connection')

export function useAiMindMap(guide: GuideRef, offline: MindNode): AiMindMapState {
  const client = useQueryClient()
  const engine = getStudyEngine()
  // A unit guide keeps the map whose first ring is its component guides.
  const withModel =
    engine.kind === 'ai' && engine.writeMindMap !== undefined && !isUnitGuideContent(guide.content)
  const key = mindMapKey(guide)
  const map = useQuery({
    queryKey: key,
    queryFn: async (): Promise<MindNode> => {
      if (aiOutOfReach()) throw outOfReach
      const saved = guide.id === null ? null : await fetchMindMap(guide.id)
      if (saved) return saved
      const source = await loadGuideSource(client, guide)
      const made = await createAiMindMap(engine, guide, offline, source).catch((error: unknown) => {
        console.warn('The AI mind map failed; the offline map is shown', error)
        throw error
      })
      // The model's verdicts on the nodes' citations replace the word check's where it still stands.
      void made.revised.then((next) => {
        if (next)
          client.setQueryData<MindNode>(key, (shown) => (shown === made.root ? next : shown))
      })
      return made.root
    },
    enabled: withModel,
    // Run offline too, to say so at once (TanStack would hold it, and the tab say 'Asking…'),
    // and again when the connection returns (a query with no map yet; 'always' turns that off).
    networkMode: 'always',
    refetchOnReconnect: true,
    staleTime: Infinity,
    retry: false,
  })
  if (!withModel) return { status: 'offline' }
  if (map.data) return { status: 'ready', root: map.data }
  if (map.isFetching || !map.isError) return { status: 'making' }
  return map.error === outOfReach ? { status: 'unreachable' } : { status: 'failed' }
}
