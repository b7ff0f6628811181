import { z } from 'zod'

/**
 * The configuration contract (ARCHITECTURE section 4), validated once.
 * The local defaults point at the embedded local backend (`supabase/local`), whose anon key is
 * the public Supabase development key, so a fresh clone runs with no configuration at all.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const LOCAL_ADMIN_USER_ID = '00000000-0000-4000-8000-000000000001'
export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_AI_MODEL = 'gpt-4'

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional())
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional())

const schema = z.object({
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: optionalString,
  VITE_AI_BASE_URL: optionalUrl,
  VITE_AI_API_KEY: optionalString,
  VITE_AI_MODEL: optionalString,
  VITE_ADMIN_USER_ID: optionalString,
  VITE_FEEDBACK_WEBHOOK_URL: optionalUrl,
})

export type AiMode = 'direct' | 'proxy' | 'offline'

export interface AiEnv {
  mode: AiMode
  baseURL: string | undefined
  apiKey: string | undefined
  model: string
}

export interface Env {
  supabaseUrl: string
  supabaseAnonKey: string
  usesLocalBackend: boolean
  adminUserId: string
  feedbackWebhookUrl: string | undefined
  ai: AiEnv
}

export function resolveAiEnv(baseURL?: string, apiKey?: string, model?: string): AiEnv {
  const resolvedModel = model ?? DEFAULT_AI_MODEL
  if (apiKey) return { mode: 'direct', baseURL: baseURL ?? DEFAULT_AI_BASE_URL, apiKey, model: resolvedModel }
  if (baseURL) return { mode: 'proxy', baseURL, apiKey: undefined, model: resolvedModel }
  return { mode: 'offline', baseURL: undefined, apiKey: undefined, model: resolvedModel }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const raw = schema.parse(source)
  return {
    supabaseUrl: raw.VITE_SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: raw.VITE_SUPABASE_ANON_KEY ?? LOCAL_SUPABASE_ANON_KEY,
    usesLocalBackend: raw.VITE_SUPABASE_URL === undefined,
    adminUserId: raw.VITE_ADMIN_USER_ID ?? LOCAL_ADMIN_USER_ID,
    feedbackWebhookUrl: raw.VITE_FEEDBACK_WEBHOOK_URL,
    ai: resolveAiEnv(raw.VITE_AI_BASE_URL, raw.VITE_AI_API_KEY, raw.VITE_AI_MODEL),
  }
}

export const env: Env = parseEnv(import.meta.env)
