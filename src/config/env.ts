/**
 * The configuration contract (ARCHITECTURE section 4), validated once.
 * The local defaults point at the embedded local backend (`supabase/local`), whose anon key is
 * the public Supabase development key, so a fresh clone runs with no configuration at all.
 */
import {
  configuredSupabaseUrl,
  LOCAL_SUPABASE_URL,
  optionalString,
  optionalUrl,
} from './env-values'

export { LOCAL_SUPABASE_URL }
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const LOCAL_ADMIN_USER_ID = '00000000-0000-4000-8000-000000000001'
export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_AI_MODEL = 'gpt-4'

/** Same bounds as src/study-engine/ai/long-source/context-window.ts (kept here: no lib import on this path). */
function optionalTokens(source: Record<string, unknown>, key: string): number | undefined {
  const value = optionalString(source, key)
  if (value === undefined) return undefined
  const tokens = Number(value.replace(/[\s,_]/g, ''))
  if (!Number.isInteger(tokens) || tokens < 2_048 || tokens > 10_000_000)
    throw new Error(`${key} must be a whole number of tokens from 2048, got "${value}"`)
  return tokens
}

/**
 * direct: the browser calls the provider with a key; proxy: a base URL that needs no key (a
 * proxy or a local model); supabase: the project's `ai` Edge Function, which holds the key and
 * takes the caller's Supabase JWT (VITE_AI_VIA_SUPABASE); offline: no AI.
 */
export type AiMode = 'direct' | 'proxy' | 'supabase' | 'offline'

export interface AiEnv {
  mode: AiMode
  baseURL: string | undefined
  apiKey: string | undefined
  model: string
  /** The model's context window when set (VITE_AI_CONTEXT_TOKENS); else known by model name. */
  contextTokens?: number | undefined
}

/** The CAPTCHA anonymous students answer before their first AI request of the day (optional). */
export interface CaptchaEnv {
  provider: 'turnstile' | 'hcaptcha'
  siteKey: string
}

export interface Env {
  supabaseUrl: string
  supabaseAnonKey: string
  usesLocalBackend: boolean
  adminUserId: string
  feedbackWebhookUrl: string | undefined
  ai: AiEnv
  /** VITE_CAPTCHA_SITE_KEY (and VITE_CAPTCHA_PROVIDER): the ai function's AI_CAPTCHA_SECRET's pair. */
  captcha: CaptchaEnv | undefined
  /** VITE_AI_TRANSCRIBE_MODEL: the speech-to-text model recordings are sent to. */
  transcribeModel: string
  /** VITE_AI_SPEECH_MODEL: the text-to-speech model audio overviews are spoken by. */
  speechModel: string
}

export function resolveAiEnv(
  baseURL?: string,
  apiKey?: string,
  model?: string,
  contextTokens?: number,
): AiEnv {
  const resolvedModel = model ?? DEFAULT_AI_MODEL
  const window = contextTokens === undefined ? {} : { contextTokens }
  if (apiKey)
    return {
      mode: 'direct',
      baseURL: baseURL ?? DEFAULT_AI_BASE_URL,
      apiKey,
      model: resolvedModel,
      ...window,
    }
  if (baseURL) return { mode: 'proxy', baseURL, apiKey: undefined, model: resolvedModel, ...window }
  return { mode: 'offline', baseURL: undefined, apiKey: undefined, model: resolvedModel, ...window }
}

function optionalFlag(source: Record<string, unknown>, key: string): boolean {
  const value = optionalString(source, key)?.toLowerCase()
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  throw new Error(`${key} must be true or false, got "${value}"`)
}

/** The path of the `ai` Edge Function (supabase/functions/ai) under a Supabase project's URL. */
export const AI_FUNCTION_PATH = '/functions/v1/ai'

/** AI through the project's Edge Function: its URL, the model named for labels and the window. */
export function supabaseAiEnv(supabaseUrl: string, model?: string, contextTokens?: number): AiEnv {
  return {
    mode: 'supabase',
    baseURL: `${supabaseUrl}${AI_FUNCTION_PATH}`,
    apiKey: undefined,
    model: model ?? DEFAULT_AI_MODEL,
    ...(contextTokens === undefined ? {} : { contextTokens }),
  }
}

function parseAiEnv(source: Record<string, unknown>, supabaseUrl: string): AiEnv {
  const model = optionalString(source, 'VITE_AI_MODEL')
  const contextTokens = optionalTokens(source, 'VITE_AI_CONTEXT_TOKENS')
  const apiKey = optionalString(source, 'VITE_AI_API_KEY')
  if (optionalFlag(source, 'VITE_AI_VIA_SUPABASE')) {
    // The point of the Edge Function is a bundle without a key: refuse a build that has one.
    if (apiKey)
      throw new Error('VITE_AI_VIA_SUPABASE keeps the key on the server: unset VITE_AI_API_KEY')
    return supabaseAiEnv(supabaseUrl, model, contextTokens)
  }
  return resolveAiEnv(optionalUrl(source, 'VITE_AI_BASE_URL'), apiKey, model, contextTokens)
}

/**
 * A project's URL needs that project's anon key: falling back to the local development key would
 * build an app whose every request the project refuses, so such a build does not start.
 */
function supabaseAnonKey(source: Record<string, unknown>, supabaseUrl: string | undefined): string {
  const key = optionalString(source, 'VITE_SUPABASE_ANON_KEY')
  if (key) return key
  if (supabaseUrl !== undefined)
    throw new Error(
      'VITE_SUPABASE_URL is set without VITE_SUPABASE_ANON_KEY: set the project’s anon key too',
    )
  return LOCAL_SUPABASE_ANON_KEY
}

function parseCaptcha(source: Record<string, unknown>): CaptchaEnv | undefined {
  const siteKey = optionalString(source, 'VITE_CAPTCHA_SITE_KEY')
  if (!siteKey) return undefined
  const provider = optionalString(source, 'VITE_CAPTCHA_PROVIDER') ?? 'turnstile'
  if (provider !== 'turnstile' && provider !== 'hcaptcha')
    throw new Error(`VITE_CAPTCHA_PROVIDER must be turnstile or hcaptcha, got "${provider}"`)
  return { provider, siteKey }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const supabaseUrl = configuredSupabaseUrl(source)
  return {
    supabaseUrl: supabaseUrl ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: supabaseAnonKey(source, supabaseUrl),
    usesLocalBackend: supabaseUrl === undefined,
    adminUserId: optionalString(source, 'VITE_ADMIN_USER_ID') ?? LOCAL_ADMIN_USER_ID,
    feedbackWebhookUrl: optionalUrl(source, 'VITE_FEEDBACK_WEBHOOK_URL'),
    ai: parseAiEnv(source, supabaseUrl ?? LOCAL_SUPABASE_URL),
    captcha: parseCaptcha(source),
    transcribeModel: optionalString(source, 'VITE_AI_TRANSCRIBE_MODEL') ?? 'whisper-1',
    speechModel: optionalString(source, 'VITE_AI_SPEECH_MODEL') ?? 'tts-1',
  }
}

export const env: Env = parseEnv(import.meta.env)
