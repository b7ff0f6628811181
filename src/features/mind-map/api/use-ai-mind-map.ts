import { useQuery, useQueryClient } from '@tanstack/react-query'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { getStudyEngine } from '@/study-engine/engine'
import { isUnitGuideContent, type MindNode } from '../model/mind-map'
import { createAiMindMap } from './create-ai-mind-map'
import { fetchMindMap } from './mind-map-api'

/**
 * What the Mind map tab shows: the offline map (the offline engine, a unit guide), the AI's while it is being
 * made or once made (saved with the guide, so reopening asks the model nothing), or the offline
 * map with a note when the model gave no map it could read.
 */
export type AiMindMapState =
  | { status: 'offline' }
  | { status: 'making' }
  | { status: 'ready'; root: MindNode }
  | { status: 'failed' }

const mindMapKey = (guide: GuideRef) => ['ai-mind-map', guide.id ?? guide.title] as const

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
    staleTime: Infinity,
    retry: false,
  })
  if (!withModel) return { status: 'offline' }
  if (map.data) return { status: 'ready', root: map.data }
  return map.isError ? { status: 'failed' } : { status: 'making' }
}
