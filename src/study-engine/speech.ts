import { env } from '@/config/env'
import { withSpeechCache } from '@/lib/ai/speech-cache'
import { createSpeechClient, type SpeechClient } from '@/lib/ai/speech-client'
import { audioEndpointConfig } from './audio-endpoint'

/**
 * The text-to-speech client for audio overviews (audio-endpoint.ts): the provider's voices, or
 * through the `ai` Edge Function, which counts the characters spoken. The model is
 * VITE_AI_SPEECH_MODEL (default tts-1). Lines spoken once are kept in the browser (speech-cache.ts)
 * and not asked for again. Null with no provider: the browser's own voices read.
 */
export function getSpeechClient(): SpeechClient | null {
  const config = audioEndpointConfig(env.speechModel)
  return config ? withSpeechCache(createSpeechClient(config)) : null
}
