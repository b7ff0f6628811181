import { env } from '@/config/env'
import { captchaForAi } from '@/lib/ai/captcha'
import { createTranscriptionClient, type TranscriptionClient } from '@/lib/ai/transcription-client'
import { supabaseCallerToken } from '@/lib/supabase-caller'
import { resolveEngineConfig } from './engine'

/**
 * The speech-to-text client for recordings, from the same provider the study engine uses (the
 * student's settings, else the build's): null with no provider (the offline engine cannot
 * transcribe). The model is VITE_AI_TRANSCRIBE_MODEL (default whisper-1); through the `ai` Edge
 * Function the server picks its own.
 */
export function getTranscriptionClient(): TranscriptionClient | null {
  const { ai } = resolveEngineConfig()
  if (ai.mode === 'offline' || !ai.baseURL) return null
  return createTranscriptionClient({
    baseURL: ai.baseURL,
    apiKey: ai.apiKey,
    model: env.transcribeModel,
    ...(ai.mode === 'supabase'
      ? {
          supabaseAnonKey: env.supabaseAnonKey,
          accessToken: supabaseCallerToken,
          captcha: async () => captchaForAi(await supabaseCallerToken()),
        }
      : {}),
  })
}
