import { CAPTCHA_HEADER, verifyCaptcha } from '../_shared/captcha.ts'
import { identifyCaller, type Caller, type ConnectionInfo } from '../_shared/caller.ts'
import {
  corsHeaders,
  errorResponse,
  methodNotAllowed,
  notFound,
  preflight,
  readBodyLimited,
  refuseForeignOrigin,
  subPath,
} from '../_shared/http.ts'
import { redactor } from '../_shared/redact.ts'
import { serviceRest } from '../_shared/service-rest.ts'
import type { AiConfig } from './config.ts'
import { relayStream } from './relay-stream.ts'
import { relaySpeech } from './speech.ts'
import { relayTranscription } from './transcriptions.ts'
import {
  ANONYMOUS_TOTAL_MESSAGE,
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  estimateTokens,
  reserveTokens,
  type Refusal,
  usageUnavailable,
} from './usage.ts'

/**
 * POST /functions/v1/ai/chat/completions — the OpenAI-compatible endpoint the app calls with
 * VITE_AI_VIA_SUPABASE=true (and /audio/transcriptions, /audio/speech: transcriptions.ts,
 * speech.ts). The caller proves who they are with a Supabase JWT;
 * the request goes to the provider with the server's key and model, max_tokens capped; the
 * provider's answer (streamed or not, success or error) comes back unchanged, and its tokens
 * are counted against the caller's daily allowance.
 */

export interface AiDeps {
  fetch: typeof fetch
  /** Log lines (secrets are removed before they get here). */
  log: (line: string) => void
  /** Keeps work running after the response is sent (EdgeRuntime.waitUntil when hosted). */
  defer: (work: Promise<unknown>) => void
}

export type Handler = (req: Request, info?: ConnectionInfo) => Promise<Response>

type ChatRequest = Record<string, unknown> & { messages: unknown[]; stream?: unknown }

function parseChatRequest(text: string): ChatRequest | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const request = value as Record<string, unknown>
    return Array.isArray(request.messages) ? (request as ChatRequest) : undefined
  } catch {
    return undefined
  }
}

const cappedTokens = (requested: unknown, cap: number): number =>
  typeof requested === 'number' && Number.isFinite(requested) && requested > 0
    ? Math.min(Math.floor(requested), cap)
    : cap

/**
 * The request fields the provider gets, as the app sends them (model, messages, max_tokens,
 * temperature, stream) and the common sampling options; anything else (service tiers, stored
 * completions, tools, logit biases, metadata…) is dropped, since it may cost more or keep data.
 */
const FORWARDED_FIELDS = [
  'messages',
  'stream',
  'temperature',
  'top_p',
  'max_tokens',
  'max_completion_tokens',
  'response_format',
  'stop',
  'presence_penalty',
  'frequency_penalty',
  'seed',
] as const

/** The request as the provider gets it: allowed fields, the server's model, capped tokens, one choice. */
function forcedRequest(request: ChatRequest, model: string, cap: number): ChatRequest {
  const forced: ChatRequest = { messages: request.messages }
  for (const field of FORWARDED_FIELDS) {
    if (field in request) (forced as Record<string, unknown>)[field] = request[field]
  }
  forced.model = model
  forced.max_tokens = cappedTokens(request.max_tokens, cap)
  if ('max_completion_tokens' in request) {
    forced.max_completion_tokens = cappedTokens(request.max_completion_tokens, cap)
  }
  if (request.stream === true) forced.stream_options = { include_usage: true }
  return forced
}

/** The routes of recordings and overviews' voices, counted by their own meters. */
const AUDIO_ROUTES: Partial<Record<string, typeof relaySpeech>> = {
  '/audio/transcriptions': relayTranscription,
  '/audio/speech': relaySpeech,
}

const REFUSALS: Record<Refusal, { status: number; message: string }> = {
  daily_limit: { status: 429, message: DAILY_LIMIT_MESSAGE },
  anonymous_total: { status: 429, message: ANONYMOUS_TOTAL_MESSAGE },
  captcha_required: { status: 403, message: CAPTCHA_REQUIRED_MESSAGE },
}

function secondsToMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return Math.ceil((midnight - now.getTime()) / 1000)
}

function defaultDefer(work: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } })
    .EdgeRuntime
  if (runtime?.waitUntil) runtime.waitUntil(work)
}

export function createAiHandler(config: AiConfig, deps: Partial<AiDeps> = {}): Handler {
  const fetchFn = deps.fetch ?? fetch
  const redact = redactor([config.provider?.apiKey, config.service?.key, config.keys.secret])
  const write = deps.log ?? ((line: string) => console.error(line))
  const log = (line: string) => write(redact(`[ai] ${line}`))
  const defer = deps.defer ?? defaultDefer
  const rest = config.service ? serviceRest(config.service, fetchFn) : undefined

  /** Anonymous visitors answer a CAPTCHA when one is configured: false when theirs failed. */
  const captchaVerdict = async (req: Request, caller: Caller): Promise<boolean | undefined> => {
    if (caller.kind !== 'anonymous' || !config.captcha) return true
    const token = req.headers.get(CAPTCHA_HEADER)?.trim()
    if (!token) return undefined
    return await verifyCaptcha(config.captcha, token, caller.address, fetchFn)
  }

  return async (req, info) => {
    const foreign = refuseForeignOrigin(req, config.allowedOrigins)
    if (foreign) return foreign
    if (req.method === 'OPTIONS') return preflight(req)
    const route = subPath(new URL(req.url), 'ai')
    const audioRoute = AUDIO_ROUTES[route ?? '']
    if (route !== '/chat/completions' && !audioRoute) return notFound(req)
    if (req.method !== 'POST') return methodNotAllowed(req)

    const caller = await identifyCaller(req, config.keys, info, { fetch: fetchFn })
    if (!caller) {
      return errorResponse(
        req,
        401,
        'invalid_jwt',
        'A valid Supabase JWT is required: a signed-in user’s access token or the anon key.',
      )
    }
    const provider = config.provider
    if (!provider || !rest) {
      return errorResponse(req, 503, 'ai_not_configured', 'The AI service is not configured.')
    }
    if (audioRoute) {
      const verdict = await captchaVerdict(req, caller)
      if (verdict !== true) {
        return verdict === false
          ? errorResponse(req, 403, 'captcha_failed', CAPTCHA_FAILED_MESSAGE)
          : errorResponse(req, 403, 'captcha_required', CAPTCHA_REQUIRED_MESSAGE)
      }
      return audioRoute(req, caller, { config, provider, rest, fetch: fetchFn, log, defer })
    }
    const body = await readBodyLimited(req, config.bodyLimitBytes)
    if (!body.ok) {
      return errorResponse(
        req,
        413,
        'request_too_large',
        `The request is larger than ${config.bodyLimitBytes} bytes.`,
      )
    }
    const request = parseChatRequest(body.text)
    if (!request) {
      return errorResponse(
        req,
        400,
        'invalid_request',
        'The body must be a chat completion request with messages.',
      )
    }
    const captcha = await captchaVerdict(req, caller)
    if (captcha === false) {
      return errorResponse(req, 403, 'captcha_failed', CAPTCHA_FAILED_MESSAGE)
    }
    const upstreamRequest = forcedRequest(request, provider.model, config.maxTokens)
    const streaming = request.stream === true
    const promptTokens = estimateTokens(body.text.length)
    const reserved = promptTokens + (upstreamRequest.max_tokens as number)

    const limit = caller.kind === 'user' ? config.dailyTokensPerUser : config.dailyTokensAnonymous
    let reservation
    try {
      reservation = await reserveTokens(rest, caller, reserved, limit, {
        totalLimit: config.dailyTokensAnonymousTotal,
        verified: captcha === true,
      })
    } catch (error) {
      log(`usage could not be counted: ${error instanceof Error ? error.message : String(error)}`)
      return usageUnavailable(req)
    }
    if (!reservation.allowed) {
      const refusal = reservation.refusal ?? 'daily_limit'
      const { status, message } = REFUSALS[refusal]
      return errorResponse(
        req,
        status,
        refusal,
        message,
        status === 429 ? { 'Retry-After': String(secondsToMidnightUtc(new Date())) } : {},
      )
    }
    const settle = (tokens: number) =>
      defer(
        reservation.settle(tokens).catch((error: unknown) => {
          log(`usage could not be settled: ${error instanceof Error ? error.message : error}`)
        }),
      )

    const upstream = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      upstream.abort()
    }, config.timeoutMs)
    const callerGone = () => upstream.abort()
    req.signal?.addEventListener('abort', callerGone, { once: true })
    const timeoutAnswer = () =>
      errorResponse(req, 504, 'provider_timeout', 'The AI provider did not answer in time.')

    let response: Response
    try {
      response = await fetchFn(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: streaming ? 'text/event-stream' : 'application/json',
          ...(provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify(upstreamRequest),
        signal: upstream.signal,
      })
    } catch (error) {
      clearTimeout(timer)
      req.signal?.removeEventListener('abort', callerGone)
      // The provider had the prompt (it may bill it) unless it could not be reached at all.
      const reached = timedOut || req.signal?.aborted === true
      settle(reached ? promptTokens : 0)
      if (timedOut) return timeoutAnswer()
      log(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
      return errorResponse(
        req,
        502,
        'provider_unreachable',
        'The AI provider could not be reached.',
      )
    }
    // From here a caller who goes away cancels the body we hand back (see relayStream); Deno
    // also aborts req.signal once a response is delivered, which must not reach the provider.
    req.signal?.removeEventListener('abort', callerGone)
    const headers = {
      ...corsHeaders(req),
      'Content-Type':
        response.headers.get('content-type') ??
        (streaming ? 'text/event-stream' : 'application/json'),
    }

    if (!response.ok || !streaming || !response.body) {
      let text: string
      try {
        text = await response.text()
      } catch {
        settle(promptTokens)
        return timedOut
          ? timeoutAnswer()
          : errorResponse(req, 502, 'provider_failed', 'The AI provider’s answer broke off.')
      } finally {
        clearTimeout(timer)
      }
      if (!response.ok) {
        settle(0)
        log(`provider answered ${response.status}`)
        return new Response(redact(text), { status: response.status, headers })
      }
      settle(usedTokens(text, promptTokens))
      // 204 and the like carry no body, whatever the provider sent.
      const empty = response.status === 204 || response.status === 205
      return new Response(empty ? null : text, { status: response.status, headers })
    }

    clearTimeout(timer)
    const relayed = relayStream(response.body, {
      idleMs: config.timeoutMs,
      abortUpstream: () => upstream.abort(),
      onEnd: (outcome) => {
        if (outcome.timedOut) log('provider went silent mid-stream')
        // A reply the caller cut short reports no usage yet: at least what was sent and seen.
        const seen = promptTokens + estimateTokens(outcome.completionChars)
        settle(
          outcome.cancelled
            ? Math.max(outcome.usageTokens ?? 0, seen)
            : (outcome.usageTokens ?? seen),
        )
      },
    })
    return new Response(relayed, {
      status: response.status,
      headers: { ...headers, 'Cache-Control': 'no-cache' },
    })
  }
}

/** A completion's `usage.total_tokens`, else an estimate from the prompt and the reply text. */
function usedTokens(completionJson: string, promptTokens: number): number {
  try {
    const completion = JSON.parse(completionJson) as {
      usage?: { total_tokens?: unknown }
      choices?: { message?: { content?: unknown } }[]
    }
    const total = completion.usage?.total_tokens
    if (typeof total === 'number' && total > 0) return total
    const content = completion.choices?.[0]?.message?.content
    return promptTokens + estimateTokens(typeof content === 'string' ? content.length : 0)
  } catch {
    return promptTokens
  }
}
