import type { Caller } from '../_shared/caller.ts'
import { errorResponse, readBytesLimited } from '../_shared/http.ts'
import type { ServiceRest } from '../_shared/service-rest.ts'
import { callProvider, relayedAnswer, type ProviderCallDeps } from './provider-call.ts'
import { reserveMeterOrRefuse } from './usage.ts'

/**
 * POST /functions/v1/ai/audio/transcriptions — a recording's chunk to the provider's
 * OpenAI-compatible speech-to-text with the server's key and model (AI_TRANSCRIBE_MODEL). The
 * caller's audio is counted in seconds per UTC day (public.ai_usage.audio_seconds, the 'audio'
 * meter of usage.ts): the chunk's length is reserved before it is sent (exact for WAV, which
 * the app sends; for other formats an estimate at 16 kbit/s, so never less than the real length)
 * and settled to the duration the provider reports.
 */

export const AUDIO_LIMIT_MESSAGE =
  "You have used today's transcription allowance. It resets at midnight UTC."

/** The form fields the provider gets besides the file; the model is the server's. */
const RESPONSE_FORMATS = new Set(['json', 'verbose_json', 'text'])
const GRANULARITIES = new Set(['segment', 'word'])

/** What an audio route needs: the provider call's, the usage table, and background work. */
export interface AudioRouteDeps extends ProviderCallDeps {
  rest: ServiceRest
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
  deps: AudioRouteDeps,
): Promise<Response> {
  const { config, rest } = deps
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
  const reservation = await reserveMeterOrRefuse(
    req,
    rest,
    caller,
    { name: 'audio', amount: seconds, dailyLimit: limit, limitMessage: AUDIO_LIMIT_MESSAGE },
    deps,
  )
  if (reservation instanceof Response) return reservation
  const settle = reservation.settle

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

  const answer = await callProvider(req, deps, '/audio/transcriptions', { body: upstream })
  if (!answer.ok) {
    settle(0)
    return answer.failure
  }
  const text = new TextDecoder().decode(answer.bytes)
  settle(answer.status < 300 ? (providerDuration(text) ?? seconds) : 0)
  return relayedAnswer(req, answer, 'application/json')
}
