import type { SourcePassage } from '@/lib/source'
import { citeClaimedItems } from '@/study-engine/citations/with-citations'
import { writeAudioScript } from '@/study-engine/audio-script'
import { getStudyEngine } from '@/study-engine/engine'
import type { AudioLength } from '@/study-engine/types'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import type { AudioOverview } from '../model/audio-overview'
import { saveAudioOverview } from './audio-overview-api'

export interface OverviewRequest {
  length: AudioLength
  focus: string
}

/**
 * Creates a guide's audio overview: the engine writes the script (the model in one request, or
 * the offline engine from the guide's sections), every line's citation is checked against the
 * guide's material as a quiz question's is, and a saved guide keeps it.
 */
export async function createAudioOverview(
  guide: GuideRef,
  request: OverviewRequest,
  source: SourcePassage[] | undefined,
  signal?: AbortSignal,
): Promise<AudioOverview> {
  const lines = await writeAudioScript(
    getStudyEngine(),
    {
      title: guide.title,
      content: guide.content,
      length: request.length,
      focus: request.focus,
      ...(source ? { source } : {}),
    },
    signal ? { signal } : undefined,
  )
  const cited = await citeClaimedItems(source, lines, (line) => line.text)
  const overview: AudioOverview = {
    version: 1,
    length: request.length,
    focus: request.focus.trim(),
    lines: cited,
  }
  if (guide.id !== null) await saveAudioOverview(guide.id, overview)
  return overview
}
