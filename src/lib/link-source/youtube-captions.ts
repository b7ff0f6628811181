import { transcriptFromSegments } from '@/lib/extract/transcript'
import type { LinkSource } from './read-link'
import { fetchCaptions, LinkRefused } from './fetch-through-function'
import { linkUnreadable } from './link-messages'
import { ofVideo } from './youtube'

/**
 * A YouTube video as a source: its captions, fetched by the `source` function (uploaded ones,
 * else automatic, in the language spoken), become a transcript anchored by time and marked as
 * the video's. When YouTube does not give them, the video is handed back for 'Paste transcript';
 * when the link service itself refuses (it is not running, the day's links are used up, …) that
 * is the reason, 'This page could not be read: <reason>.', not YouTube's.
 */
export async function readYoutubeVideo(videoId: string, signal?: AbortSignal): Promise<LinkSource> {
  try {
    const captions = await fetchCaptions(videoId, navigator.language || undefined, signal)
    const transcript = transcriptFromSegments(captions.cues)
    if (transcript.passages.length === 0) return { kind: 'youtube', videoId }
    return {
      kind: 'source',
      name: captions.title,
      size: new Blob([transcript.content]).size,
      content: transcript.content,
      passages: ofVideo(transcript.passages, videoId),
      warnings: [],
    }
  } catch (error) {
    if (error instanceof LinkRefused && 'name' in error.refusal) throw linkUnreadable(error.refusal)
    if (error instanceof LinkRefused) {
      console.warn(`No captions for YouTube video ${videoId}: ${error.message}`)
      return { kind: 'youtube', videoId }
    }
    throw error
  }
}
