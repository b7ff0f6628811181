import { Innertube } from 'npm:youtubei.js@^18.1.0'
import { readBytesLimited } from '../_shared/http.ts'
import { chooseTrack, cuesOfJson3, json3Url, type Cue } from './caption-tracks.ts'

/**
 * A YouTube video's captions, asked for as YouTube's own player asks: youtubei.js (InnerTube, the
 * player endpoint) names the video and its caption tracks; the chosen track (caption-tracks.ts)
 * is read in YouTube's json3 timed-text format.
 *
 * Only YouTube's own hosts are ever requested (a track's address comes from YouTube's answer and
 * is checked too). `youtubeBase`, set only by the local backend (_local/serve.ts) for tests, sends
 * every request to a stand-in instead: the path and query kept, the origin replaced.
 *
 * YouTube refuses most requests from cloud servers ('Sign in to confirm you're not a bot', an
 * empty caption file): every such case is 'unavailable', and the app offers 'Paste transcript'.
 */

export const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com'])
const MAX_CAPTION_BYTES = 5 * 1024 * 1024

export type Captions =
  | { ok: true; title: string; language: string; automatic: boolean; cues: Cue[] }
  | { ok: false; reason: string }

export interface CaptionDeps {
  fetch: typeof fetch
  /** The stand-in's base URL (local tests only); YouTube itself when absent. */
  youtubeBase?: string
  signal: AbortSignal
}

const unavailable = (reason: string): Captions => ({ ok: false, reason })

/** A fetch that reaches YouTube's hosts only, or the stand-in in their place. */
export function youtubeFetch(deps: CaptionDeps): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname))
      throw new Error(`not a YouTube address: ${url.hostname}`)
    const target = deps.youtubeBase
      ? new URL(`${deps.youtubeBase.replace(/\/$/, '')}${url.pathname}${url.search}`)
      : url
    const body = request.body ? await request.arrayBuffer() : undefined
    return deps.fetch(target, {
      method: request.method,
      headers: request.headers,
      body,
      redirect: 'manual',
      signal: deps.signal,
    })
  }
}

export async function youtubeCaptions(
  videoId: string,
  language: string | undefined,
  deps: CaptionDeps,
): Promise<Captions> {
  const viaYoutube = youtubeFetch(deps)
  try {
    const client = await Innertube.create({
      fetch: viaYoutube,
      retrieve_player: false,
      generate_session_locally: true,
      retrieve_innertube_config: false,
      enable_session_cache: false,
      lang: language,
    })
    const info = await client.getBasicInfo(videoId)
    if (info.playability_status?.status !== 'OK')
      return unavailable(info.playability_status?.reason || 'YouTube would not play the video')
    const tracks = (info.captions?.caption_tracks ?? []).map((track) => ({
      url: track.base_url,
      language: track.language_code,
      automatic: track.kind === 'asr',
    }))
    const track = chooseTrack(tracks, language)
    if (!track) return unavailable('the video has no captions')
    const response = await viaYoutube(json3Url(track.url))
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return unavailable(`YouTube answered ${response.status} for the captions`)
    }
    const bytes = await readBytesLimited(response, MAX_CAPTION_BYTES, deps.signal)
    const cues = bytes ? cuesOfJson3(new TextDecoder().decode(bytes)) : null
    if (!cues || cues.length === 0) return unavailable('YouTube sent no captions')
    const title = info.basic_info.title?.trim() || `YouTube video ${videoId}`
    return { ok: true, title, language: track.language, automatic: track.automatic, cues }
  } catch (error) {
    if (deps.signal.aborted) return unavailable('YouTube took longer than 15 seconds')
    return unavailable(error instanceof Error ? error.message : String(error))
  }
}
