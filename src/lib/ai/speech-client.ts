import { ProviderError } from './provider-error'
import { authHeaders, errorFrom, type TranscriptionConfig } from './transcription-client'

/**
 * The provider's OpenAI-compatible `POST /audio/speech` (JSON: model, voice, input,
 * response_format): one line of an audio overview spoken, as an audio file. Plain fetch, with
 * the same headers as the transcriptions (a key, a proxy, or the project's `ai` Edge Function).
 */

export type SpeechConfig = TranscriptionConfig

export interface SpeechClient {
  readonly model: string
  speak(text: string, voice: string, signal?: AbortSignal): Promise<Blob>
}

export const DEFAULT_SPEECH_MODEL = 'tts-1'

/** Two of OpenAI's voices, distinct to the ear: the host's and the guest's. */
export const SPEECH_VOICES = { host: 'nova', guest: 'onyx' } as const

export function createSpeechClient(config: SpeechConfig): SpeechClient {
  const url = `${config.baseURL.replace(/\/+$/, '')}/audio/speech`
  return {
    model: config.model,
    async speak(text, voice, signal) {
      let response: Response
      try {
        response = await globalThis.fetch(url, {
          method: 'POST',
          headers: { ...(await authHeaders(config)), 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: config.model, voice, input: text, response_format: 'mp3' }),
          ...(signal ? { signal } : {}),
        })
      } catch (error) {
        if (signal?.aborted) throw new ProviderError('aborted', 'Request aborted', { cause: error })
        const message = error instanceof Error ? error.message : String(error)
        throw new ProviderError('connection', message, { cause: error })
      }
      if (!response.ok) throw await errorFrom(response)
      const audio = await response.blob()
      if (audio.size === 0) throw new ProviderError('invalid', 'The provider sent no audio')
      return audio
    },
  }
}
