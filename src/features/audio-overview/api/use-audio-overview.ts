import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { messages } from '@/lib/errors'
import { reportFailure } from '@/lib/report-failure'
import type { AudioOverview } from '../model/audio-overview'
import { fetchAudioOverview } from './audio-overview-api'
import { createAudioOverview, type OverviewRequest } from './create-audio-overview'

const overviewKey = (guideId: string | null) => ['audio-overview', guideId] as const

/**
 * The guide's audio overview: a saved guide's is read when the Listen tab opens (no model
 * request); 'Create audio overview' writes a new one and keeps it in the cache (and the row).
 */
export function useAudioOverview(guide: GuideRef) {
  const client = useQueryClient()
  const key = overviewKey(guide.id)
  const saved = useQuery({
    queryKey: key,
    queryFn: () => (guide.id ? fetchAudioOverview(guide.id) : Promise.resolve(null)),
    enabled: guide.id !== null,
    staleTime: Infinity,
  })
  const create = useMutation({
    // Offline it runs too (not paused): the offline engine writes the script, a provider says
    // 'You are offline…' at once.
    networkMode: 'always',
    mutationFn: async (request: OverviewRequest) =>
      createAudioOverview(guide, request, await loadGuideSource(client, guide)),
    onSuccess: ({ overview, revised }) => {
      client.setQueryData<AudioOverview | null>(key, overview)
      // The model's verdicts on its lines replace the word check's where it still stands.
      void revised.then((next) => {
        if (next)
          client.setQueryData<AudioOverview | null>(key, (shown) =>
            shown === overview ? next : shown,
          )
      })
    },
    onError: reportFailure(messages.audioOverviewFailed),
  })
  return {
    overview: saved.data ?? create.data?.overview ?? null,
    loading: saved.isLoading,
    create: create.mutate,
    creating: create.isPending,
  }
}
