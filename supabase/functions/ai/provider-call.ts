import { corsHeaders, errorResponse } from '../_shared/http.ts'
import type { AiConfig, ProviderConfig } from './config.ts'

/**
 * One short request to the provider with the server's key (the audio routes: transcriptions and
 * speech), read whole within AI_TIMEOUT_SECONDS. A provider that cannot be reached, or does not
 * answer in time, becomes the caller's 502 or 504.
 */

export interface ProviderCallDeps {
  config: AiConfig
  provider: ProviderConfig
  fetch: typeof fetch
  log: (line: string) => void
}

export type ProviderAnswer =
  | { ok: true; status: number; contentType: string | null; bytes: ArrayBuffer }
  | { ok: false; failure: Response }

export async function callProvider(
  req: Request,
  deps: ProviderCallDeps,
  path: string,
  init: { body: BodyInit; headers?: Record<string, string> },
): Promise<ProviderAnswer> {
  const { provider } = deps
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.config.timeoutMs)
  try {
    const response = await deps.fetch(`${provider.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        ...init.headers,
        ...(provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: init.body,
      signal: controller.signal,
    })
    const bytes = await response.arrayBuffer()
    if (!response.ok) deps.log(`provider answered ${response.status}`)
    return {
      ok: true,
      status: response.status,
      contentType: response.headers.get('content-type'),
      bytes,
    }
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        ok: false,
        failure: errorResponse(
          req,
          504,
          'provider_timeout',
          'The AI provider did not answer in time.',
        ),
      }
    }
    deps.log(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
    return {
      ok: false,
      failure: errorResponse(
        req,
        502,
        'provider_unreachable',
        'The AI provider could not be reached.',
      ),
    }
  } finally {
    clearTimeout(timer)
  }
}

/** The provider's answer to the caller as it came (status, type, body). */
export function relayedAnswer(
  req: Request,
  answer: Extract<ProviderAnswer, { ok: true }>,
  fallbackType: string,
): Response {
  return new Response(answer.bytes, {
    status: answer.status,
    headers: { ...corsHeaders(req), 'Content-Type': answer.contentType ?? fallbackType },
  })
}
