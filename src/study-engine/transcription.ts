import { env } from '@/config/env'
import { createTranscriptionClient, type TranscriptionClient } from '@/lib/ai/transcription-client'
import { audioEndpointConfig } from './audio-endpoint'

/**
 * The speech-to-text client for recordings (audio-endpoint.ts): null with no provider. The model
 * is VITE_AI_TRANSCRIBE_MODEL (default whisper-1); through the `ai` Edge Function the server
 * picks its own.
 */
export function getTranscriptionClient(): TranscriptionClient | null {
  const config = audioEndpointConfig(env.transcribeModel)
  return config ? createTranscriptionClient(config) : null
}
