import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { getStudyEngine } from '@/lib/study-engine/engine'
import { errorMessage, messages } from '@/lib/errors'
import { queryKeys } from '@/lib/query-keys'
import type { StudyGuide } from '../model/guide'
import { createFromGuides, createUnitGuide, type UnitMode } from './create-unit-guide'
import {
  deleteGuide,
  fetchGuide,
  fetchGuidesByIds,
  fetchGuideSummaries,
  updateGuide,
  type GuideChanges,
} from './guides-api'

export function useGuideSummaries(userId: string) {
  return useQuery({
    queryKey: queryKeys.guideList(),
    queryFn: () => fetchGuideSummaries(userId),
  })
}

export function useGuide(id: string, userId: string) {
  return useQuery({
    queryKey: queryKeys.guide(id),
    queryFn: () => fetchGuide(id, userId),
  })
}

/** A unit guide's component guides (empty for other guides). */
export function useComponentGuides(ids: readonly string[], userId: string) {
  return useQuery({
    queryKey: [...queryKeys.guides, 'components', ...ids] as const,
    queryFn: () => fetchGuidesByIds(ids, userId),
    enabled: ids.length > 0,
  })
}

/** The spec only logs these failures; we also show a toast (ARCHITECTURE 3.7). */
function reportFailure(fallback: string) {
  return (error: unknown) => {
    console.warn(fallback, error)
    toast.error(errorMessage(error, fallback))
  }
}

export function useDeleteGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteGuide(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.guide(id) })
      return queryClient.invalidateQueries({ queryKey: queryKeys.guides })
    },
    onError: reportFailure(messages.deleteGuide),
  })
}

export function useUpdateGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: GuideChanges }) =>
      updateGuide(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.guides }),
    onError: reportFailure(messages.updateGuide),
  })
}

export interface CreateUnitGuideVariables {
  mode: UnitMode
  title: string
  guideIds: readonly string[]
}

export function useCreateUnitGuide(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: CreateUnitGuideVariables) =>
      createUnitGuide({ userId, engine: getStudyEngine(), ...variables }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.guides }),
    onError: (error: unknown, variables) =>
      reportFailure(variables.mode === 'combined' ? messages.combinedFailed : messages.saveGuide)(
        error,
      ),
  })
}

/** 'Generate AI Combined Guide' inside a unit guide: combines its already loaded components. */
export function useCombineComponents(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ title, guides }: { title: string; guides: readonly StudyGuide[] }) =>
      createFromGuides({ userId, engine: getStudyEngine(), mode: 'combined', title, guides }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.guides }),
    onError: reportFailure(messages.combinedFailed),
  })
}
