import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createShareLink, sharedSince, stopSharing } from './share-api'

const shareKey = (guideId: string) => ['guide-share', guideId] as const

/**
 * The share state of one of the student's guides: whether it is shared (from the database) and
 * the token of a link made in this visit. The database keeps only a hash, so a link made earlier
 * cannot be shown again; making a new one replaces it.
 */
export function useShareLink(guideId: string, enabled: boolean) {
  const client = useQueryClient()
  const [token, setToken] = useState<string | null>(null)
  const status = useQuery({
    queryKey: shareKey(guideId),
    queryFn: () => sharedSince(guideId),
    enabled,
  })
  const create = useMutation({
    mutationFn: () => createShareLink(guideId),
    onSuccess: (made) => {
      setToken(made)
      client.setQueryData(shareKey(guideId), new Date().toISOString())
    },
  })
  const stop = useMutation({
    mutationFn: () => stopSharing(guideId),
    onSuccess: () => {
      setToken(null)
      client.setQueryData(shareKey(guideId), null)
    },
  })
  return { token, status, create, stop }
}
