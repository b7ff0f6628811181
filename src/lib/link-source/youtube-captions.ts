import { transcriptFromSegments } from '@/lib/extract/transcript'
import type { LinkSource } from './read-link'
import { fetchCaptions, LinkRefused } from './fetch-through-function'
import { ofVideo } from './youtube'

/**
 * A YouTube video as a source: its captions, fetched by the `source` function (uploaded ones,
 * else automatic, in the language spoken), become a transcript anchored by time and marked as
 * the video's. When YouTube does not give them, the video is handed back for 'Paste transcript'.
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
    if (error instanceof LinkRefused) {
      console.warn(`No captions for YouTube video ${videoId}: ${error.message}`)
      return { kind: 'youtube', videoId }
    }
    throw error
  }
}
