import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai'
import { ProviderError, emptyReplyError, isContextLengthError, throwIfOffline } from './errors'
import { readChatStream, type ChatReply } from './read-chat-stream'

/**
 * The only importer of 'openai'. Everything above this file sees plain strings and
 * `ProviderError`s, so the rest of the AI service is SDK-agnostic and one msw handler (or the
 * fake server) replaces the provider in tests.
 */

export interface AiClientConfig {
  /** OpenAI-compatible base URL ending before `/chat/completions`. */
  baseURL: string
  /** Absent in proxy mode (a proxy or a local model that needs no key). */
  apiKey?: string | undefined
  /**
   * Supabase Edge Function mode: the project's anon key, sent as `apikey`, while the
   * bearer is the caller's JWT — from `accessToken` before every request, or `apiKey` when the
   * page resolved it already (the stream worker).
   */
  supabaseAnonKey?: string | undefined
  /** The caller's current JWT. Functions cannot be posted to a worker: the page resolves it. */
  accessToken?: (() => Promise<string>) | undefined
  /**
   * Supabase mode: the CAPTCHA answer to send before the request (captcha.ts), undefined when none
   * is needed; `captchaAnswer` when the page resolved it already (the stream worker).
   */
  captcha?: (() => Promise<string | undefined>) | undefined
  captchaAnswer?: string | undefined
  model: string
  /** Retries on 408/409/429/5xx and connection failures, exponential backoff 0.5 s → 8 s. */
  maxRetries?: number
  /** Time allowed until the response headers arrive, per attempt. */
  timeoutMs?: number
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatRequest {
  messages: ChatMessage[]
  maxTokens: number
  temperature: number
}

export interface AiClient {
  readonly model: string
  readonly baseURL: string
  /** Non-streaming call; returns `choices[0].message.content` (throws on empty). */
  complete(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>
  /** `stream: true`; `onDelta` gets the whole text so far each time more of it arrives. */
  stream(
    request: ChatRequest,
    onDelta: (textSoFar: string) => void,
    signal?: AbortSignal,
  ): Promise<ChatReply>
}

export const DEFAULT_MAX_RETRIES = 2
/**
 * Non-streamed purposes (quiz, flashcards: up to 3000 tokens) only get headers once the whole
 * reply is written, which takes minutes on slow or local models; the user can always abort.
 */
export const DEFAULT_TIMEOUT_MS = 300_000

/**
 * The SDK refuses to start without credentials, so proxy mode passes this placeholder and then
 * removes the Authorization header it would produce (a `null` default header deletes it), so no
 * fake key ever reaches the proxy. Proxy mode also drops the SDK's X-Stainless-* telemetry
 * headers: they are not CORS-safelisted and proxies (Edge Functions, Ollama) often reject them
 * in the preflight.
 */
const PROXY_PLACEHOLDER_KEY = 'studywise-proxy-no-key'
const TELEMETRY_HEADERS: Record<string, null> = {
  'X-Stainless-Retry-Count': null,
  'X-Stainless-Timeout': null,
  'X-Stainless-Lang': null,
  'X-Stainless-Package-Version': null,
  'X-Stainless-OS': null,
  'X-Stainless-Arch': null,
  'X-Stainless-Runtime': null,
  'X-Stainless-Runtime-Version': null,
}
const PROXY_HEADERS: Record<string, null> = { Authorization: null, ...TELEMETRY_HEADERS }

/**
 * Error responses are small, so they are read here and handed to the SDK as a fresh Response.
 * That lets us mark an exhausted quota with the SDK's own `x-should-retry: false` hint (the
 * SDK retries every 429, but a quota never recovers by waiting), and it spares the SDK from
 * cancelling the original body before a retry, which never settles under msw's interceptor.
 * `globalThis.fetch` is looked up per call so test interceptors installed after the client
 * was created still apply.
 */
const fetchWithErrorBodies = async (
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> => {
  const response = await globalThis.fetch(input, init)
  if (response.ok) return response
  const body = await response.text()
  const headers = new Headers(response.headers)
  // Neither an exhausted quota nor a used-up daily allowance (the ai Edge Function's
  // 'daily_limit') recovers by retrying.
  if (response.status === 429 && /insufficient_quota|daily_limit/.test(body)) {
    headers.set('x-should-retry', 'false')
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

function toProviderError(error: unknown, signal: AbortSignal | undefined): ProviderError {
  if (error instanceof ProviderError) return error
  if (error instanceof APIUserAbortError || signal?.aborted) {
    return new ProviderError('aborted', 'Request aborted', { cause: error })
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', error.message, { cause: error })
  }
  if (error instanceof APIConnectionError) {
    return new ProviderError('connection', error.message, { cause: error })
  }
  if (error instanceof APIError) {
    const failure =
      error.status === undefined
        ? 'unknown'
        : isContextLengthError(error)
          ? 'context_length'
          : 'status'
    return new ProviderError(failure, error.message, {
      status: error.status,
      code: error.code ?? undefined,
      type: error.type,
      cause: error,
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderError('unknown', message, { cause: error })
}

function modeHeaders(config: AiClientConfig): Record<string, string | null> | undefined {
  if (config.supabaseAnonKey !== undefined)
    return { ...TELEMETRY_HEADERS, apikey: config.supabaseAnonKey }
  return config.apiKey ? undefined : PROXY_HEADERS
}

export function createAiClient(config: AiClientConfig): AiClient {
  const sdk = new OpenAI({
    apiKey: config.accessToken ?? (config.apiKey || PROXY_PLACEHOLDER_KEY),
    baseURL: config.baseURL,
    dangerouslyAllowBrowser: true,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: fetchWithErrorBodies,
    defaultHeaders: modeHeaders(config),
    // The SDK logs retries through console at 'warn'; failures reach the user as AppErrors.
    logLevel: 'off',
  })

  /** The CAPTCHA answer as the function reads it, when there is one to send. */
  const captchaHeaders = async (): Promise<Record<string, string> | undefined> => {
    const answer = config.captchaAnswer ?? (await config.captcha?.())
    return answer ? { 'x-captcha-token': answer } : undefined
  }

  const body = (request: ChatRequest) => ({
    model: config.model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    temperature: request.temperature,
  })

  return {
    model: config.model,
    baseURL: config.baseURL,

    async complete(request, signal) {
      try {
        throwIfOffline()
        const completion = await sdk.chat.completions.create(body(request), {
          signal,
          headers: await captchaHeaders(),
        })
        const choice = completion.choices[0]
        const text = choice?.message?.content ?? ''
        if (text.trim() === '') throw emptyReplyError()
        return { text, cutOff: choice?.finish_reason === 'length' }
      } catch (error) {
        throw toProviderError(error, signal)
      }
    },

    async stream(request, onDelta, signal) {
      try {
        throwIfOffline()
        // The SDK makes the request (headers, retries, timeout, error statuses); the body is
        // read by `readChatStream`, which is far cheaper per event than the SDK's reader.
        const response = await sdk.chat.completions
          .create({ ...body(request), stream: true }, { signal, headers: await captchaHeaders() })
          .asResponse()
        if (!response.body) throw emptyReplyError()
        const reply = await readChatStream(response.body, onDelta, signal)
        if (reply.text.trim() === '') throw emptyReplyError()
        return reply
      } catch (error) {
        throw toProviderError(error, signal)
      }
    },
  }
}
