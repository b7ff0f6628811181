import type { SourcePassage } from '@/lib/source'

/**
 * YouTube links: which video a link names, and the link that opens it at a moment. The `source`
 * function asks YouTube for the captions (youtube-captions.ts); YouTube blocks most such requests
 * from cloud servers, so the student can also paste the transcript: 'Paste transcript' reads
 * YouTube's own transcript copy (lib/extract/transcript.ts).
 */

const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
])
const VIDEO_ID = /^[\w-]{11}$/

/** The 11-character id of the video a link names, or null when it is not a YouTube video. */
export function youtubeVideoId(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return null
  const path = url.pathname.split('/').filter(Boolean)
  const id =
    url.hostname === 'youtu.be'
      ? path[0]
      : path[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live', 'v'].includes(path[0] ?? '')
          ? path[1]
          : null
  return id && VIDEO_ID.test(id) ? id : null
}

/** The video opened at a moment: https://www.youtube.com/watch?v=…&t=754s */
export function youtubeAt(videoId: string, seconds: number): string {
  return `https://www.youtube.com/watch?v=${videoId}&t=${Math.max(0, Math.floor(seconds))}s`
}

/** A transcript's moments marked as the video's, so its citations can open the video there. */
export function ofVideo(passages: readonly SourcePassage[], videoId: string): SourcePassage[] {
  return passages.map((passage) =>
    passage.anchor.kind === 'time'
      ? { ...passage, anchor: { ...passage.anchor, video: videoId } }
      : passage,
  )
}
