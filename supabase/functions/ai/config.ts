import { callerKeysFromEnv, type CallerKeys } from '../_shared/caller.ts'
import { captchaFromEnv, type CaptchaConfig } from '../_shared/captcha.ts'
import { allowedOriginsFromEnv, envNumber, type EnvReader } from '../_shared/http.ts'
import { serviceCredentialsFromEnv, type ServiceCredentials } from '../_shared/service-rest.ts'

/**
 * The `ai` function's settings, all server-side secrets or limits (supabase secrets set …):
 *   AI_BASE_URL, AI_API_KEY, AI_MODEL   the provider; the model is the server's whatever the
 *                                       browser asks (AI_BASE_URL defaults to OpenAI's with a key)
 *   AI_DAILY_TOKENS_PER_USER            a signed-in student's tokens per UTC day (default 200,000)
 *   AI_DAILY_TOKENS_ANONYMOUS           an anonymous visitor's, per address (an IPv6 /64;
 *                                       default 50,000)
 *   AI_DAILY_TOKENS_ANONYMOUS_TOTAL     all anonymous visitors' together (default 500,000)
 *   AI_CAPTCHA_SECRET, AI_CAPTCHA_PROVIDER  a Turnstile (default) or hCaptcha secret: anonymous
 *                                       visitors then solve a CAPTCHA before their first request
 *                                       of the day
 *   ALLOWED_ORIGINS, SITE_URL           the pages that may call (_shared/http.ts)
 *   CLIENT_IP_HEADER                    the gateway's address header (_shared/caller.ts)
 *   AI_TRANSCRIBE_MODEL                 the speech-to-text model recordings go to (default whisper-1)
 *   AI_DAILY_AUDIO_MINUTES              a signed-in student's minutes of audio per UTC day
 *                                       (default 180)
 *   AI_DAILY_AUDIO_MINUTES_ANONYMOUS    an anonymous visitor's (default 0: none)
 *   AI_SPEECH_MODEL                     the text-to-speech model audio overviews go to (default tts-1)
 *   AI_DAILY_SPEECH_CHARACTERS          a signed-in student's characters spoken per UTC day
 *                                       (default 100,000)
 *   AI_DAILY_SPEECH_CHARACTERS_ANONYMOUS  an anonymous visitor's (default 0: none)
 *   AI_TIMEOUT_SECONDS                  how long the provider may stay silent: before it answers,
 *                                       and between two pieces of a streamed reply (default 120)
 */

/** The largest max_tokens any purpose asks for (study guide, src/config/limits.ts AI_LIMITS). */
export const MAX_COMPLETION_TOKENS = 4000
/** Requests larger than this are refused (413) before anything else happens. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024
export const DEFAULT_MODEL = 'gpt-4'
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_DAILY_TOKENS_PER_USER = 200_000
export const DEFAULT_DAILY_TOKENS_ANONYMOUS = 50_000
export const DEFAULT_DAILY_TOKENS_ANONYMOUS_TOTAL = 500_000
export const DEFAULT_TIMEOUT_SECONDS = 120
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1'
export const DEFAULT_DAILY_AUDIO_MINUTES = 180
export const DEFAULT_SPEECH_MODEL = 'tts-1'
export const DEFAULT_DAILY_SPEECH_CHARACTERS = 100_000
/** The longest input OpenAI's /audio/speech takes; an overview's line is far shorter. */
export const MAX_SPEECH_INPUT_CHARS = 4096
/** A recording's chunk: the provider takes 25 MB, and the form adds a little. */
export const MAX_AUDIO_BODY_BYTES = 26 * 1024 * 1024

export interface ProviderConfig {
  baseUrl: string
  apiKey: string | undefined
  model: string
}

export interface AiConfig {
  /** Undefined when AI_BASE_URL and AI_API_KEY are both unset: every call answers 503. */
  provider: ProviderConfig | undefined
  maxTokens: number
  bodyLimitBytes: number
  timeoutMs: number
  dailyTokensPerUser: number
  dailyTokensAnonymous: number
  dailyTokensAnonymousTotal: number
  transcribeModel: string
  audioBodyLimitBytes: number
  dailyAudioMinutesPerUser: number
  dailyAudioMinutesAnonymous: number
  speechModel: string
  dailySpeechCharactersPerUser: number
  dailySpeechCharactersAnonymous: number
  /** Asked of anonymous visitors before their first request of the day, when set. */
  captcha: CaptchaConfig | undefined
  allowedOrigins: ReadonlySet<string>
  keys: CallerKeys
  /** Where usage is counted (service_role); undefined: every call answers 503. */
  service: ServiceCredentials | undefined
}

export function aiConfigFromEnv(env: EnvReader): AiConfig {
  const apiKey = env('AI_API_KEY')?.trim() || undefined
  const baseUrl = (env('AI_BASE_URL')?.trim() || (apiKey ? DEFAULT_BASE_URL : '')).replace(
    /\/+$/,
    '',
  )
  return {
    provider: baseUrl
      ? { baseUrl, apiKey, model: env('AI_MODEL')?.trim() || DEFAULT_MODEL }
      : undefined,
    maxTokens: MAX_COMPLETION_TOKENS,
    bodyLimitBytes: MAX_BODY_BYTES,
    timeoutMs: envNumber(env, 'AI_TIMEOUT_SECONDS', DEFAULT_TIMEOUT_SECONDS) * 1000,
    dailyTokensPerUser: envNumber(env, 'AI_DAILY_TOKENS_PER_USER', DEFAULT_DAILY_TOKENS_PER_USER),
    dailyTokensAnonymous: envNumber(
      env,
      'AI_DAILY_TOKENS_ANONYMOUS',
      DEFAULT_DAILY_TOKENS_ANONYMOUS,
    ),
    dailyTokensAnonymousTotal: envNumber(
      env,
      'AI_DAILY_TOKENS_ANONYMOUS_TOTAL',
      DEFAULT_DAILY_TOKENS_ANONYMOUS_TOTAL,
    ),
    transcribeModel: env('AI_TRANSCRIBE_MODEL')?.trim() || DEFAULT_TRANSCRIBE_MODEL,
    audioBodyLimitBytes: MAX_AUDIO_BODY_BYTES,
    dailyAudioMinutesPerUser: envNumber(env, 'AI_DAILY_AUDIO_MINUTES', DEFAULT_DAILY_AUDIO_MINUTES),
    dailyAudioMinutesAnonymous: envNumber(env, 'AI_DAILY_AUDIO_MINUTES_ANONYMOUS', 0),
    speechModel: env('AI_SPEECH_MODEL')?.trim() || DEFAULT_SPEECH_MODEL,
    dailySpeechCharactersPerUser: envNumber(
      env,
      'AI_DAILY_SPEECH_CHARACTERS',
      DEFAULT_DAILY_SPEECH_CHARACTERS,
    ),
    dailySpeechCharactersAnonymous: envNumber(env, 'AI_DAILY_SPEECH_CHARACTERS_ANONYMOUS', 0),
    captcha: captchaFromEnv(env),
    allowedOrigins: allowedOriginsFromEnv(env),
    keys: callerKeysFromEnv(env),
    service: serviceCredentialsFromEnv(env),
  }
}
