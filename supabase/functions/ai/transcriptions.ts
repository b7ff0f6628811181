import { hashAddress, type Caller } from '../_shared/caller.ts'
import { corsHeaders, errorResponse, readBytesLimited } from '../_shared/http.ts'
import type { ServiceRest } from '../_shared/service-rest.ts'
import type { AiConfig, ProviderConfig } from './config.ts'

/**
 * POST /functions/v1/ai/audio/transcriptions — a recording's chunk to the provider's
 * OpenAI-compatible speech-to-text with the server's key and model (AI_TRANSCRIBE_MODEL). The
 * caller's audio is counted in seconds per UTC day (public.ai_usage.audio_seconds, migration
 * …_ai_audio_usage.sql): the chunk's length is reserved before it is sent (exact for WAV, which
 * the app sends; for other formats an estimate at 16 kbit/s, so never less than the real length)
 * and settled to the duration the provider reports.
 */

export const AUDIO_LIMIT_MESSAGE =
  "You have used today's transcription allowance. It resets at midnight UTC."

/** The form fields the provider gets besides the file; the model is the server's. */
const RESPONSE_FORMATS = new Set(['json', 'verbose_json', 'text'])
const GRANULARITIES = new Set(['segment', 'word'])

export interface TranscriptionDeps {
  config: AiConfig
  provider: ProviderConfig
  rest: ServiceRest
  fetch: typeof fetch
  log: (line: string) => void
  defer: (work: Promise<unknown>) => void
}

/**
 * Bytes a second of the WAV the app sends (16 kHz, mono, 16-bit PCM). A WAV header is written by
 * the caller: its byte rate is believed only up to this, so a forged rate cannot make a long
 * chunk count as a second.
 */
const APP_WAV_BYTES_PER_SECOND = 32_000

/**
 * Seconds of audio to reserve: from a PCM WAV header (its byte rate at most the app's), else at
 * most what 16 kbit/s would hold. The provider's reported duration settles it when it gives one.
 */
export async function audioSeconds(file: Blob): Promise<number> {
  const head = new Uint8Array(await file.slice(0, 44).arrayBuffer())
  const view = new DataView(head.buffer)
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4))
  if (head.length === 44 && tag(0) === 'RIFF' && tag(8) === 'WAVE' && tag(36) === 'data') {
    const byteRate = Math.min(view.getUint32(28, true), APP_WAV_BYTES_PER_SECOND)
    if (byteRate > 0) return Math.ceil((file.size - 44) / byteRate)
  }
  return Math.ceil(file.size / 2_000)
}

function providerDuration(text: string): number | undefined {
  try {
    const duration = (JSON.parse(text) as { duration?: unknown }).duration
    return typeof duration === 'number' && duration >= 0 ? Math.ceil(duration) : undefined
  } catch {
    return undefined
  }
}

export async function relayTranscription(
  req: Request,
  caller: Caller,
  deps: TranscriptionDeps,
): Promise<Response> {
  const { config, provider, rest } = deps
  const bytes = await readBytesLimited(req, config.audioBodyLimitBytes)
  if (!bytes) {
    return errorResponse(
      req,
      413,
      'request_too_large',
      `The request is larger than ${config.audioBodyLimitBytes} bytes.`,
    )
  }
  let form: FormData
  try {
    form = await new Response(bytes, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    form = new FormData()
  }
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0) {
    return errorResponse(
      req,
      400,
      'invalid_request',
      'The body must be a multipart form with an audio file.',
    )
  }
  const seconds = await audioSeconds(file)
  const limit =
    (caller.kind === 'user' ? config.dailyAudioMinutesPerUser : config.dailyAudioMinutesAnonymous) *
    60
  const who =
    caller.kind === 'user'
      ? { p_user_id: caller.userId, p_client_hash: null }
      : { p_user_id: null, p_client_hash: await hashAddress(caller.address) }
  let reservation: { allowed: boolean; usage_day: string } | undefined
  try {
    const rows = await rest.rpc<{ allowed: boolean; usage_day: string }[]>(
      'ai_usage_audio_reserve',
      {
        ...who,
        p_seconds: seconds,
        p_daily_limit_seconds: limit,
      },
    )
    reservation = rows[0]
  } catch (error) {
    deps.log(
      `audio usage could not be counted: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!reservation) {
    return errorResponse(
      req,
      503,
      'usage_unavailable',
      'AI usage cannot be counted right now. Please try again later.',
    )
  }
  if (!reservation.allowed) return errorResponse(req, 429, 'daily_limit', AUDIO_LIMIT_MESSAGE)
  const day = reservation.usage_day
  const settle = (used: number) => {
    if (used === seconds) return
    deps.defer(
      rest
        .rpc('ai_usage_audio_settle', { ...who, p_day: day, p_delta: used - seconds })
        .catch((error: unknown) => deps.log(`audio usage could not be settled: ${String(error)}`)),
    )
  }

  const upstream = new FormData()
  upstream.append('file', file, file instanceof File ? file.name : 'audio.wav')
  upstream.append('model', config.transcribeModel)
  const format = String(form.get('response_format') ?? 'json')
  upstream.append('response_format', RESPONSE_FORMATS.has(format) ? format : 'json')
  for (const granularity of form.getAll('timestamp_granularities[]').map(String)) {
    if (GRANULARITIES.has(granularity)) upstream.append('timestamp_granularities[]', granularity)
  }
  const language = form.get('language')
  if (typeof language === 'string' && /^[a-z]{2,3}$/.test(language))
    upstream.append('language', language)

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), config.timeoutMs)
  try {
    const response = await deps.fetch(`${provider.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {},
      body: upstream,
      signal: controller.signal,
    })
    const text = await response.text()
    settle(response.ok ? (providerDuration(text) ?? seconds) : 0)
    if (!response.ok) deps.log(`provider answered ${response.status}`)
    return new Response(text, {
      status: response.status,
      headers: {
        ...corsHeaders(req),
        'Content-Type': response.headers.get('content-type') ?? 'application/json',
      },
    })
  } catch (error) {
    settle(0)
    if (controller.signal.aborted)
      return errorResponse(req, 504, 'provider_timeout', 'The AI provider did not answer in time.')
    deps.log(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
    return errorResponse(req, 502, 'provider_unreachable', 'The AI provider could not be reached.')
  } finally {
    clearTimeout(timer)
  }
}
