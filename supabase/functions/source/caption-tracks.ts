/**
 * Which of a video's caption tracks to read, and how to read one. Pure: no network.
 *
 * A track is uploaded (written by the channel) or automatic (YouTube's speech recognition, kind
 * 'asr'). The automatic track is in the language spoken in the video, so that is the material's
 * language when there is one; without it the caller's language is the guess. In that language an
 * uploaded track is preferred to the automatic one (people wrote it); an uploaded track in another
 * language (a translation) is taken only when there is nothing in the material's language.
 */

export interface CaptionTrack {
  url: string
  language: string
  automatic: boolean
}

export interface Cue {
  /** Seconds from the start of the video. */
  start: number
  text: string
}

const base = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? ''

export function chooseTrack(
  tracks: readonly CaptionTrack[],
  preferredLanguage: string | undefined,
): CaptionTrack | null {
  if (tracks.length === 0) return null
  const spoken = tracks.find((track) => track.automatic)?.language
  const material = base(spoken ?? preferredLanguage ?? tracks[0]!.language)
  const inMaterial = tracks.filter((track) => base(track.language) === material)
  return (
    inMaterial.find((track) => !track.automatic) ??
    inMaterial[0] ??
    tracks.find((track) => !track.automatic) ??
    tracks[0]!
  )
}

/** The caption track's address asking for YouTube's JSON timed-text format (json3). */
export function json3Url(trackUrl: string): URL {
  const url = new URL(trackUrl)
  url.searchParams.set('fmt', 'json3')
  return url
}

interface Json3 {
  events?: { tStartMs?: unknown; segs?: { utf8?: unknown }[] }[]
}

/**
 * The cues of a json3 caption document: each event with text becomes a cue at its start
 * (tStartMs), its segments joined. Events without segments (window settings) and the line breaks
 * automatic captions send as events of their own are dropped. Null when it is not json3.
 */
export function cuesOfJson3(text: string): Cue[] | null {
  let doc: Json3
  try {
    doc = JSON.parse(text) as Json3
  } catch {
    return null
  }
  if (typeof doc !== 'object' || doc === null || !Array.isArray(doc.events)) return null
  const cues: Cue[] = []
  for (const event of doc.events) {
    if (typeof event?.tStartMs !== 'number' || !Array.isArray(event.segs)) continue
    const words = event.segs
      .map((seg) => (typeof seg?.utf8 === 'string' ? seg.utf8 : ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
    if (words !== '') cues.push({ start: Math.max(0, event.tStartMs / 1000), text: words })
  }
  return cues
}
