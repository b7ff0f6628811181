import { env } from '@/config/env'
import { specError } from '@/lib/errors'
import { canReachBackend, fetchNotingReachability } from '@/lib/reachability'
import { edgeFunctionUrl, supabaseCallerToken } from '@/lib/supabase-caller'
import { isLinkReason, linkReason, type LinkRefusal } from './link-messages'

/**
 * A link's body, fetched by the project's `source` Edge Function (a page may not be read across
 * origins by the browser itself). Failures carry the function's reason, fit to follow 'This page
 * could not be read: '.
 */

export interface FetchedLink {
  /** Where the body finally came from, after redirects. */
  url: string
  /** The media type alone: 'text/html', 'application/pdf' or 'text/plain'. */
  type: string
  charset: string | undefined
  bytes: Uint8Array
}

/** A link the function (or the way to it) refused, and why: its message is the reason's English. */
export class LinkRefused extends Error {
  constructor(readonly refusal: LinkRefusal) {
    super('text' in refusal ? refusal.text : linkReason(refusal.name, refusal.value))
  }
}

interface RefusalBody {
  error?: { message?: unknown; code?: unknown; reason?: unknown; value?: unknown }
}

/** Why the function refused: the name (and number) it sends, else its text, else the status. */
async function refusalOf(response: Response): Promise<LinkRefusal> {
  try {
    const { error } = (await response.json()) as RefusalBody
    if (error?.code === 'functions_unavailable') return { name: 'serviceNotRunning' }
    if (isLinkReason(error?.reason))
      return typeof error.value === 'number'
        ? { name: error.reason, value: error.value }
        : { name: error.reason }
    if (typeof error?.message === 'string') return { text: error.message }
  } catch {
    // Not the function's answer: a gateway's page.
  }
  return response.status === 404
    ? { name: 'serviceNotSetUp' }
    : { name: 'serviceAnswered', value: response.status }
}

/**
 * The function's answer to `body`; a refusal or no answer at all is a LinkRefused with why, and no
 * answer while the browser is offline is 'You are offline. This needs a connection.'
 */
async function askSourceFunction(body: object, signal?: AbortSignal): Promise<Response> {
  let response: Response
  try {
    response = await fetchNotingReachability(edgeFunctionUrl('source'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await supabaseCallerToken()}`,
        apikey: env.supabaseAnonKey,
      },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    if (!canReachBackend()) throw specError('network', 'offline', [], { cause: error })
    throw new LinkRefused({ name: 'serviceUnreachable' })
  }
  if (!response.ok) throw new LinkRefused(await refusalOf(response))
  return response
}

export async function fetchThroughFunction(
  url: string,
  signal?: AbortSignal,
): Promise<FetchedLink> {
  const response = await askSourceFunction({ url }, signal)
  const contentType = response.headers.get('content-type') ?? ''
  const [type = '', ...params] = contentType.split(';').map((part) => part.trim())
  const charset = params
    .map((param) => /^charset=["']?([^"']+)["']?$/i.exec(param)?.[1])
    .find((value) => value !== undefined)
  return {
    url: response.headers.get('x-source-url') ?? url,
    type: type.toLowerCase(),
    charset,
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

/** A YouTube video's captions as the function found them (supabase/functions/source). */
export interface FetchedCaptions {
  title: string
  language: string
  automatic: boolean
  cues: { start: number; text: string }[]
}

function isCaptions(value: unknown): value is FetchedCaptions {
  const body = value as Partial<FetchedCaptions> | null
  return (
    typeof body?.title === 'string' &&
    Array.isArray(body.cues) &&
    body.cues.every((cue) => typeof cue?.start === 'number' && typeof cue.text === 'string')
  )
}

/** The video's captions, in `language` when the video has a choice; LinkRefused when none. */
export async function fetchCaptions(
  videoId: string,
  language: string | undefined,
  signal?: AbortSignal,
): Promise<FetchedCaptions> {
  const response = await askSourceFunction({ youtube: videoId, lang: language }, signal)
  const body: unknown = await response.json().catch(() => null)
  if (!isCaptions(body)) throw new LinkRefused({ text: 'the captions could not be read' })
  return body
}
