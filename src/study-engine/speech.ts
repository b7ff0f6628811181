import { env } from '@/config/env'
import { createSpeechClient, type SpeechClient } from '@/lib/ai/speech-client'
import { resolveEngineConfig } from './engine'

/**
 * The text-to-speech client for audio overviews, from the same provider the study engine uses
 * (a key or a proxy); the model is VITE_AI_SPEECH_MODEL (default tts-1). Null with no provider,
 * and through the project's `ai` Edge Function, which does not relay speech yet: the browser's
 * own voices read then.
 */
export function getSpeechClient(): SpeechClient | null {
  const { ai } = resolveEngineConfig()
  if (ai.mode === 'offline' || ai.mode === 'supabase' || !ai.baseURL) return null
  return createSpeechClient({ baseURL: ai.baseURL, apiKey: ai.apiKey, model: env.speechModel })
}
