import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import { fetchSharedGuide, saveSharedGuide } from './share-api'

/** The guide behind a share link (null: not, or no longer, shared). */
export function useSharedGuide(token: string) {
  return useQuery({
    queryKey: ['shared-guide', token],
    queryFn: () => fetchSharedGuide(token),
    // A page opened once is read once; a revoked link shows as such on the next visit.
    staleTime: Infinity,
    retry: 1,
  })
}

/** "Save to my library": the database copies the guide; the library list is read again. */
export function useSaveSharedGuide(token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => saveSharedGuide(token),
    onSuccess: () => client.invalidateQueries({ queryKey: guideKeys.list() }),
  })
}
