import { env } from '@/config/env'
import { captchaForAi } from '@/lib/ai/captcha'
import type { TranscriptionConfig } from '@/lib/ai/transcription-client'
import { supabaseCallerToken } from '@/lib/supabase-caller'
import { resolveEngineConfig } from './engine'

/**
 * Where the audio endpoints (/audio/transcriptions, /audio/speech) are reached: the provider the
 * study engine uses (the student's settings, else the build's), with its key, or the project's
 * `ai` Edge Function with the caller's JWT (and a CAPTCHA for visitors when the server asks).
 * Null with no provider: the offline engine neither transcribes nor speaks. Through the Edge
 * Function the server picks its own model, whatever `model` says.
 */
export function audioEndpointConfig(model: string): TranscriptionConfig | null {
  const { ai } = resolveEngineConfig()
  if (ai.mode === 'offline' || !ai.baseURL) return null
  return {
    baseURL: ai.baseURL,
    apiKey: ai.apiKey,
    model,
    ...(ai.mode === 'supabase'
      ? {
          supabaseAnonKey: env.supabaseAnonKey,
          accessToken: supabaseCallerToken,
          captcha: async () => captchaForAi(await supabaseCallerToken()),
        }
      : {}),
  }
}
