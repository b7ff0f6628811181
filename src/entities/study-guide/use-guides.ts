import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { reportFailure } from '@/lib/report-failure'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import { guideUpdateChange, showGuideUpdate } from '@/entities/study-guide/guide-update'
import {
  componentGuidesQuery,
  examSetsQuery,
  guideListQuery,
  guideQuery,
} from '@/entities/study-guide/guide-queries'
import { deleteGuide, updateGuide, type GuideUpdate } from '@/entities/study-guide/guides-api'
import { getStudyEngine } from '@/study-engine/engine'
import type { LongSourceProgress } from '@/study-engine/progress'
import { messages } from '@/lib/errors'
import { newId } from '@/lib/new-id'
import { saveThroughQueue } from '@/lib/offline-queue/save'
import type { StudyGuide } from '@/entities/study-guide/study-guide'
import { createFromGuides, createUnitGuide, type UnitMode } from './create-unit-guide'

export function useGuideSummaries(userId: string) {
  return useQuery(guideListQuery(userId))
}

export function useExamSets(userId: string) {
  return useQuery(examSetsQuery(userId))
}

export function useGuide(id: string, userId: string) {
  return useQuery(guideQuery(id, userId))
}

/** A unit guide's component guides (empty for other guides). */
export function useComponentGuides(ids: readonly string[], userId: string) {
  return useQuery(componentGuidesQuery(ids, userId))
}

export function useDeleteGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteGuide(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: guideKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: guideKeys.all })
    },
    onError: reportFailure(messages.deleteGuide),
  })
}

/**
 * A rename or a new cover colour: shown at once in every cached copy, then saved through the
 * offline queue (with no connection, it waits on this device and is sent when it returns).
 */
export function useUpdateGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (update: GuideUpdate) => {
      showGuideUpdate(queryClient, update)
      // Dated now, as made: renamed on two devices, the later rename is kept, whenever it syncs.
      const made = { ...update, at: new Date().toISOString() }
      return (await saveThroughQueue(guideUpdateChange, made, newId(), updateGuide)).sent
    },
    // Read again once stored; until then the server's copy would undo the change shown.
    onSuccess: (sent) =>
      sent ? queryClient.invalidateQueries({ queryKey: guideKeys.all }) : undefined,
    onError: reportFailure(messages.updateGuide),
  })
}

export interface CreateUnitGuideVariables {
  mode: UnitMode
  title: string
  guideIds: readonly string[]
}

/** Creates a unit or combined guide; `progress` says which part of long guides is being read. */
export function useCreateUnitGuide(userId: string) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<LongSourceProgress | null>(null)
  const mutation = useMutation({
    mutationFn: (variables: CreateUnitGuideVariables) => {
      setProgress(null)
      return createUnitGuide({
        userId,
        engine: getStudyEngine(),
        onProgress: setProgress,
        ...variables,
      })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
    onError: (error: unknown, variables) =>
      reportFailure(variables.mode === 'combined' ? messages.combinedFailed : messages.saveGuide)(
        error,
      ),
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}

/** 'Generate AI Combined Guide' inside a unit guide: combines its already loaded components. */
export function useCombineComponents(userId: string) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<LongSourceProgress | null>(null)
  const mutation = useMutation({
    mutationFn: ({ title, guides }: { title: string; guides: readonly StudyGuide[] }) => {
      setProgress(null)
      return createFromGuides({
        userId,
        engine: getStudyEngine(),
        mode: 'combined',
        title,
        guides,
        onProgress: setProgress,
      })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
    onError: reportFailure(messages.combinedFailed),
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}
