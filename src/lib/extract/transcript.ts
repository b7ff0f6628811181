import type { SourcePassage } from '@/lib/source'
import { passagesFromText } from './text-passages'

/**
 * Transcripts: what was said and when. Text copied from YouTube, Panopto or Zoom carries a time
 * at the start of its lines ('12:34', '1:02:03', '[00:12:34]'); caption files (WebVTT, SRT)
 * carry cues ('00:12:34.000 --> 00:12:38.000'). Either becomes passages anchored by time, about
 * a minute each, so a citation says 'Source: 12:34'.
 */

/** One stretch of speech: when it starts (seconds) and what was said. */
export interface TimedSegment {
  start: number
  text: string
}

export interface Transcript {
  /** The words, passage by passage, without the times: what the AI reads. */
  content: string
  passages: SourcePassage[]
}

/** A passage closes once it spans this long and holds at least MIN_CHARS… */
const PASSAGE_SECONDS = 60
const MIN_CHARS = 200
/** …or once it holds this much, however short the time. */
const MAX_CHARS = 1500
/** Fewer time lines than this is notes that mention a time, not a transcript. */
const MIN_TIMED_LINES = 3

// '12:34', '1:02:03', '[00:12:34]', '(12:34)', '00:12:34.500', then the text if any.
const TIME_LINE =
  /^\s*[[(]?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?:[.,]\d{1,3})?[\])]?(?=$|[\s\-–—:|])[\s\-–—:|]*(.*)$/
// YouTube's copy adds the time in words under each time: '2 minutes, 5 seconds'.
const SPOKEN_TIME =
  /^\s*\d+\s+(?:hours?|minutes?|seconds?)(?:,?\s+\d+\s+(?:minutes?|seconds?))*\s*$/i
const CUE_TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/
const CUE_TAG = /<[^>\n]*>/g

function secondsOf(hours: string | undefined, minutes: string, seconds: string): number | null {
  const h = Number(hours ?? 0)
  const m = Number(minutes)
  const s = Number(seconds)
  if (s >= 60 || (hours !== undefined && m >= 60)) return null
  return h * 3600 + m * 60 + s
}

/** The time a line starts with and the text after it, or null for a line without one. */
function timeLine(line: string): { start: number; text: string } | null {
  const match = TIME_LINE.exec(line)
  if (!match) return null
  const start = secondsOf(match[1], match[2] ?? '', match[3] ?? '')
  return start === null ? null : { start, text: (match[4] ?? '').trim() }
}

/**
 * The segments of text whose lines start with times, or null when it is not such a transcript:
 * at least three time lines, in order. Text before the first time (a title) belongs to 0:00.
 */
export function timedSegments(text: string): TimedSegment[] | null {
  const segments: TimedSegment[] = []
  let lead = ''
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '') continue
    const timed = timeLine(line)
    if (timed) {
      const previous = segments.at(-1)
      if (previous && timed.start < previous.start) return null
      segments.push({ start: timed.start, text: timed.text })
    } else if (SPOKEN_TIME.test(line) && segments.at(-1)?.text === '') {
      continue
    } else {
      const last = segments.at(-1)
      if (last) last.text = last.text ? `${last.text} ${line}` : line
      else lead = lead ? `${lead} ${line}` : line
    }
  }
  if (segments.length < MIN_TIMED_LINES) return null
  if (lead) segments.unshift({ start: 0, text: lead })
  return segments.filter((segment) => segment.text !== '')
}

function cueSeconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0)
}

/**
 * The cues of a WebVTT or SRT file. Cue identifiers, NOTE/STYLE/REGION blocks and inline tags
 * are left out, and a line repeated from the cue before (YouTube's rolling automatic captions)
 * is kept once.
 */
export function subtitleSegments(text: string): TimedSegment[] {
  const segments: TimedSegment[] = []
  let previousLines: string[] = []
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = block.split('\n')
    const timing = lines.findIndex((line) => CUE_TIMING.test(line))
    if (timing === -1) continue
    const stamp = CUE_TIMING.exec(lines[timing] ?? '')?.[1] ?? '0:00.000'
    const cueLines = lines
      .slice(timing + 1)
      .map((line) =>
        line
          .replace(CUE_TAG, '')
          .replace(/&nbsp;/g, ' ')
          .trim(),
      )
      .filter((line) => line !== '')
    const fresh = cueLines.filter((line) => !previousLines.includes(line))
    previousLines = cueLines
    if (fresh.length > 0) segments.push({ start: cueSeconds(stamp), text: fresh.join(' ') })
  }
  return segments
}

/** Segments joined into passages of about a minute, each anchored at its first segment's time. */
export function transcriptFromSegments(segments: readonly TimedSegment[]): Transcript {
  const passages: SourcePassage[] = []
  let current: { start: number; text: string } | null = null
  const close = () => {
    if (current && current.text !== '')
      passages.push({ anchor: { kind: 'time', seconds: current.start }, text: current.text })
    current = null
  }
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, ' ').trim()
    if (text === '') continue
    if (current) {
      const long = segment.start - current.start >= PASSAGE_SECONDS
      const full = current.text.length >= MIN_CHARS
      if ((long && full) || current.text.length + text.length + 1 > MAX_CHARS) close()
    }
    if (current) current.text += ` ${text}`
    else current = { start: segment.start, text }
  }
  close()
  return { content: passages.map((passage) => passage.text).join('\n\n'), passages }
}

/** Pasted or plain text read as a transcript when its lines start with times, else null. */
export function transcriptFromText(text: string): Transcript | null {
  const segments = timedSegments(text)
  return segments ? transcriptFromSegments(segments) : null
}

/** A caption file (WebVTT, SRT) as a transcript; no passages when it has no cues. */
export function transcriptFromSubtitles(text: string): Transcript {
  return transcriptFromSegments(subtitleSegments(text))
}

/** Pasted notes or a .txt file: a transcript when its lines start with times, else paragraphs. */
export function readPlainText(text: string): Transcript {
  return transcriptFromText(text) ?? { content: text, passages: passagesFromText(text) }
}
