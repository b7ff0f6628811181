import type { QueryClient } from '@tanstack/react-query'
import { guideKeys } from './guide-keys'
import type { GuideUpdate } from './guides-api'
import type { GuideSummary, StudyGuide } from './study-guide'

/** The offline queue's kind for a rename or a new cover colour (the app registers its sender). */
export const guideUpdateChange = 'guide-update'

/**
 * Shows a rename or a new cover colour in every cached copy of the guide (the library list and
 * the guide itself): at once as the student makes it, and again over an offline copy restored
 * while the change still waits in the queue (the copy is saved a moment after the change).
 */
export function showGuideUpdate(client: QueryClient, { id, changes }: GuideUpdate): void {
  client.setQueryData<GuideSummary[]>(guideKeys.list(), (guides) =>
    guides?.map((guide) => (guide.id === id ? { ...guide, ...changes } : guide)),
  )
  client.setQueryData<StudyGuide | null>(guideKeys.detail(id), (guide) =>
    guide ? { ...guide, ...changes } : guide,
  )
}
