import type { Citation } from '@/lib/citation'
import { toCitations, type ReadBack } from '@/study-engine/citations/stored-citations'
import type { AudioLength, AudioSpeaker } from '@/study-engine/types'

/**
 * An audio overview as the student hears and reads it: the script's lines, each with the
 * citations the app checked (shown as 'Source: page N' like every other item). It is saved with
 * its guide (study_guides.audio_overview), so reopening plays it without asking the model.
 */
export interface OverviewLine {
  speaker: AudioSpeaker
  text: string
  citations?: Citation[]
}

export interface AudioOverview {
  version: 1
  length: AudioLength
  focus: string
  lines: OverviewLine[]
}

/** The lengths offered, shortest first (their names and durations: the 'audio' catalogue). */
export const AUDIO_LENGTHS: readonly AudioLength[] = ['short', 'standard', 'long']

const SPEAKERS: ReadonlySet<unknown> = new Set(['host', 'guest'])
const LENGTHS: ReadonlySet<unknown> = new Set(AUDIO_LENGTHS)

function readLine(value: unknown, readBack: ReadBack): OverviewLine | null {
  if (!value || typeof value !== 'object') return null
  const line = value as Record<string, unknown>
  if (!SPEAKERS.has(line.speaker) || typeof line.text !== 'string' || line.text === '') return null
  // Read as every stored verdict is: a 'Checking…' no reading in this tab will answer is unchecked.
  const citations = toCitations(line.citations, readBack)
  return {
    speaker: line.speaker as AudioSpeaker,
    text: line.text,
    ...(citations ? { citations } : {}),
  }
}

/** A stored overview as the app reads it back; null for none or for one it cannot read. */
export function readStoredOverview(value: unknown, readBack: ReadBack = {}): AudioOverview | null {
  if (!value || typeof value !== 'object') return null
  const stored = value as Record<string, unknown>
  if (!Array.isArray(stored.lines)) return null
  const lines = stored.lines.map((line) => readLine(line, readBack)).filter((line) => line !== null)
  if (lines.length === 0) return null
  return {
    version: 1,
    length: LENGTHS.has(stored.length) ? (stored.length as AudioLength) : 'short',
    focus: typeof stored.focus === 'string' ? stored.focus : '',
    lines,
  }
}
