import type { SourcePassage } from '@/lib/source'
import { citeGenerated, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { writeAudioScript } from '@/study-engine/audio-script'
import { getStudyEngine } from '@/study-engine/engine'
import type { AudioLength } from '@/study-engine/types'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { overviewReading, whileReading } from '@/entities/study-work/readings-in-flight'
import type { AudioOverview } from '../model/audio-overview'
import { saveAudioOverview } from './audio-overview-api'

export interface OverviewRequest {
  length: AudioLength
  focus: string
}

/** A new overview as the word check judged its lines, and the model's reading still to come. */
export interface CreatedOverview {
  overview: AudioOverview
  /** The overview after the model read its cited lines (saved too); null when none changed. */
  revised: Promise<AudioOverview | null>
}

/**
 * Creates a guide's audio overview: the engine writes the script (the model in one request, or
 * the offline engine from the guide's sections), every line's citation is checked against the
 * guide's material and read by the model as a quiz question's is ('Checking…' until then), and
 * a saved guide keeps it, with the model's verdicts once they come.
 */
export async function createAudioOverview(
  guide: GuideRef,
  request: OverviewRequest,
  source: SourcePassage[] | undefined,
  signal?: AbortSignal,
): Promise<CreatedOverview> {
  const engine = getStudyEngine()
  const lines = await writeAudioScript(
    engine,
    {
      title: guide.title,
      content: guide.content,
      length: request.length,
      focus: request.focus,
      ...(source ? { source } : {}),
    },
    signal ? { signal } : undefined,
  )
  const checked = await citeGenerated(engine, source, lines, (line) => line.text, { signal })
  const overview: AudioOverview = {
    version: 1,
    length: request.length,
    focus: request.focus.trim(),
    lines: checked.items,
  }
  if (guide.id !== null) await saveAudioOverview(guide.id, overview)
  const revised = checked.revised.then(async (citations) => {
    if (!citations) return null
    const next = { ...overview, lines: withRevisedCitations(overview.lines, citations) }
    if (guide.id !== null)
      await saveAudioOverview(guide.id, next).catch((error: unknown) => {
        // The student hears the overview; only the refined verdicts are not kept.
        console.warn('Saving the second opinion on the audio overview failed', error)
      })
    return next
  })
  // Until then the saved lines say 'checking', and a read of them in this tab says so too.
  return {
    overview,
    revised: guide.id === null ? revised : whileReading(overviewReading(guide.id), revised),
  }
}
