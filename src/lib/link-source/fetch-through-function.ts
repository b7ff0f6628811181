import { env } from '@/config/env'
import { edgeFunctionUrl, supabaseCallerToken } from '@/lib/supabase-caller'

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

export class LinkRefused extends Error {}

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown; code?: unknown } }
    if (body.error?.code === 'functions_unavailable') return 'the link service is not running'
    if (typeof body.error?.message === 'string') return body.error.message
  } catch {
    // Not the function's answer: a gateway's page.
  }
  return response.status === 404
    ? 'the link service is not set up'
    : `the link service answered ${response.status}`
}

export async function fetchThroughFunction(
  url: string,
  signal?: AbortSignal,
): Promise<FetchedLink> {
  let response: Response
  try {
    response = await fetch(edgeFunctionUrl('source'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await supabaseCallerToken()}`,
        apikey: env.supabaseAnonKey,
      },
      body: JSON.stringify({ url }),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new LinkRefused('the link service could not be reached')
  }
  if (!response.ok) throw new LinkRefused(await reasonOf(response))
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
