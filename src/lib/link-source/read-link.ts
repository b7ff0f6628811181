import type { ShownMessage } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { fetchThroughFunction, LinkRefused, type FetchedLink } from './fetch-through-function'
import { linkUnreadable as unreadable } from './link-messages'
import { youtubeVideoId } from './youtube'

/**
 * 'Add a link': a web page becomes a source cited by its headings, a PDF goes through the PDF
 * path, plain text is read like pasted notes (a transcript when its lines start with times). A
 * YouTube link is read from its captions (youtube-captions.ts), or comes back as `youtube` for the
 * student to paste its transcript when YouTube gives none. Every failure is 'This page could not be
 * read: <reason>.'
 */

export type LinkSource =
  | {
      kind: 'source'
      name: string
      size: number
      content: string
      passages: SourcePassage[]
      warnings: ShownMessage[]
    }
  | { kind: 'youtube'; videoId: string }

function decode(fetched: FetchedLink): string {
  try {
    return new TextDecoder(fetched.charset ?? 'utf-8').decode(fetched.bytes)
  } catch {
    return new TextDecoder().decode(fetched.bytes)
  }
}

/** The file name a fetched PDF is read under: its last path segment, else the site's name. */
function pdfName(url: string): string {
  const { hostname, pathname } = new URL(url)
  const last = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '')
  return /\.pdf$/i.test(last) ? last : `${last || hostname}.pdf`
}

async function readFetched(fetched: FetchedLink, signal?: AbortSignal): Promise<LinkSource> {
  const size = fetched.bytes.byteLength
  if (fetched.type === 'application/pdf') {
    const { extractFile } = await import('@/lib/extract/extract-files')
    const bytes = new Uint8Array(fetched.bytes)
    const file = new File([bytes], pdfName(fetched.url), { type: 'application/pdf' })
    const read = await extractFile(file, { signal })
    const { name, content, passages, warnings } = read
    return { kind: 'source', name, size, content, passages, warnings }
  }
  if (fetched.type === 'text/plain') {
    const { readPlainText } = await import('@/lib/extract/transcript')
    const read = readPlainText(decode(fetched).trim())
    if (read.passages.length === 0) throw unreadable({ name: 'empty' })
    const name = new URL(fetched.url).pathname.split('/').at(-1) || new URL(fetched.url).hostname
    return { kind: 'source', name, size, ...read, warnings: [] }
  }
  const { readWebPage } = await import('./web-page')
  const article = await readWebPage(decode(fetched), fetched.url)
  if ('reason' in article) throw unreadable({ name: article.reason })
  return { kind: 'source', name: article.title, size, ...article, warnings: [] }
}

export async function readLink(link: string, signal?: AbortSignal): Promise<LinkSource> {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    throw unreadable({ name: 'notAddress' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreadable({ name: 'notHttp' })
  const videoId = youtubeVideoId(url.href)
  if (videoId) {
    const { readYoutubeVideo } = await import('./youtube-captions')
    return readYoutubeVideo(videoId, signal)
  }
  try {
    return await readFetched(await fetchThroughFunction(url.href, signal), signal)
  } catch (error) {
    if (error instanceof LinkRefused) throw unreadable(error.refusal)
    throw error
  }
}
