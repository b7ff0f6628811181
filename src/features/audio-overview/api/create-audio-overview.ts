import type { SourcePassage } from '@/lib/source'
import { citeGenerated, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { writeAudioScript } from '@/study-engine/audio-script'
import { getStudyEngine } from '@/study-engine/engine'
import type { AudioLength } from '@/study-engine/types'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { overviewReading, whileReading } from '@/entities/study-work/readings-in-flight'
import type { AudioOverview } from '../model/audio-overview'
import { saveAudioOverview } from './audio-overview-api'

/** A line that asks rather than states ('And what else?'), in any script's question mark. */
const isQuestion = (text: string) => /[?？؟][\s"'”’»)]*$/.test(text)

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
  // A question ('What is this about?') states nothing: only the other lines are checked.
  const stated = lines.flatMap((line, index) => (isQuestion(line.text) ? [] : [index]))
  const checked = await citeGenerated(
    engine,
    source,
    stated.map((index) => lines[index]!),
    (line) => line.text,
    { signal },
  )
  const atLine = <T>(values: readonly T[], unchecked: (index: number) => T): T[] =>
    lines.map((_, index) => {
      const at = stated.indexOf(index)
      return at < 0 ? unchecked(index) : values[at]!
    })
  const overview: AudioOverview = {
    version: 1,
    length: request.length,
    focus: request.focus.trim(),
    lines: atLine(checked.items, (index) => {
      const { claim: _claim, ...line } = lines[index]!
      return { ...line, citations: [] }
    }),
  }
  if (guide.id !== null) await saveAudioOverview(guide.id, overview)
  const revised = checked.revised.then(async (citations) => {
    if (!citations) return null
    const next = {
      ...overview,
      lines: withRevisedCitations(
        overview.lines,
        atLine(citations, () => undefined),
      ),
    }
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
