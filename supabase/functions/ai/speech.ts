import type { Caller } from '../_shared/caller.ts'
import { errorResponse, readBodyLimited } from '../_shared/http.ts'
import { MAX_SPEECH_INPUT_CHARS } from './config.ts'
import { callProvider, relayedAnswer } from './provider-call.ts'
import type { AudioRouteDeps } from './transcriptions.ts'
import { reserveMeterOrRefuse } from './usage.ts'

/**
 * POST /functions/v1/ai/audio/speech — a line of an audio overview to the provider's
 * OpenAI-compatible text-to-speech with the server's key and model (AI_SPEECH_MODEL). The
 * caller's speech is counted in characters per UTC day (public.ai_usage.speech_characters, the
 * 'speech' meter of usage.ts): the input's characters are reserved before it is sent, and given
 * back when the provider makes no audio.
 */

export const SPEECH_LIMIT_MESSAGE =
  "You have used today's allowance for spoken audio. It resets at midnight UTC."

/** OpenAI's voices and formats; anything else is the default (the first). */
const VOICES = new Set([
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
])
const FORMATS = ['mp3', 'wav', 'opus', 'aac', 'flac', 'pcm']
const CONTENT_TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' }
/** A JSON body of one line is small: room for the input's 4096 characters, escaped. */
const MAX_SPEECH_BODY_BYTES = 64 * 1024

interface SpeechRequest {
  input: string
  voice: string
  response_format: string
  speed?: number
}

function readSpeechRequest(text: string): SpeechRequest | undefined {
  let body: Record<string, unknown>
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    body = value as Record<string, unknown>
  } catch {
    return undefined
  }
  if (typeof body.input !== 'string' || body.input.trim() === '') return undefined
  const format = FORMATS.includes(String(body.response_format))
    ? String(body.response_format)
    : FORMATS[0]!
  const speed = body.speed
  return {
    input: body.input,
    voice: VOICES.has(String(body.voice)) ? String(body.voice) : 'alloy',
    response_format: format,
    ...(typeof speed === 'number' && speed >= 0.25 && speed <= 4 ? { speed } : {}),
  }
}

export async function relaySpeech(
  req: Request,
  caller: Caller,
  deps: AudioRouteDeps,
): Promise<Response> {
  const { config, rest } = deps
  const body = await readBodyLimited(req, MAX_SPEECH_BODY_BYTES)
  if (!body.ok) {
    return errorResponse(
      req,
      413,
      'request_too_large',
      `The request is larger than ${MAX_SPEECH_BODY_BYTES} bytes.`,
    )
  }
  const request = readSpeechRequest(body.text)
  if (!request || request.input.length > MAX_SPEECH_INPUT_CHARS) {
    return errorResponse(
      req,
      400,
      'invalid_request',
      `The body must be a speech request whose input has 1 to ${MAX_SPEECH_INPUT_CHARS} characters.`,
    )
  }
  const characters = request.input.length
  const reservation = await reserveMeterOrRefuse(
    req,
    rest,
    caller,
    {
      name: 'speech',
      amount: characters,
      dailyLimit:
        caller.kind === 'user'
          ? config.dailySpeechCharactersPerUser
          : config.dailySpeechCharactersAnonymous,
      limitMessage: SPEECH_LIMIT_MESSAGE,
    },
    deps,
  )
  if (reservation instanceof Response) return reservation

  const answer = await callProvider(req, deps, '/audio/speech', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...request, model: config.speechModel }),
  })
  const spoken = answer.ok && answer.status < 300 && answer.bytes.byteLength > 0
  reservation.settle(spoken ? characters : 0)
  if (!answer.ok) return answer.failure
  return relayedAnswer(
    req,
    answer,
    CONTENT_TYPES[request.response_format] ?? 'application/octet-stream',
  )
}
