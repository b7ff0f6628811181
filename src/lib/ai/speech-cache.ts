import type { SpeechClient } from './speech-client'

/**
 * Spoken lines kept in the browser's Cache API across reloads (issue 46: reopening an overview
 * plays it without asking the provider again), keyed by the model, the voice and the text: the
 * same words in the same voice are the same audio. Where the Cache API is missing (tests in
 * Node, an insecure origin) or refuses (storage full, private mode), lines are simply spoken
 * again. Nothing but the audio is kept; the key holds a digest of the text, not the text.
 */
export const SPEECH_CACHE = 'studywise-speech-v1'

async function cacheKey(model: string, voice: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${model}\n${voice}\n${text}`)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  // A URL of this origin's own, never fetched: the Cache API keys requests by URL.
  return new URL(`/__speech-cache/${encodeURIComponent(model)}/${voice}/${hex}`, location.origin)
    .href
}

const cacheAvailable = () =>
  typeof caches !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle)

export function withSpeechCache(client: SpeechClient): SpeechClient {
  if (!cacheAvailable()) return client
  return {
    model: client.model,
    async speak(text, voice, signal) {
      let key: string | null = null
      try {
        key = await cacheKey(client.model, voice, text)
        const kept = await (await caches.open(SPEECH_CACHE)).match(key)
        if (kept) return await kept.blob()
      } catch (error) {
        console.warn('Reading the kept speech failed', error)
      }
      const audio = await client.speak(text, voice, signal)
      if (key) {
        const stored = key
        caches
          .open(SPEECH_CACHE)
          .then((cache) =>
            cache.put(stored, new Response(audio, { headers: { 'Content-Type': audio.type } })),
          )
          .catch((error: unknown) => console.warn('Keeping the speech failed', error))
      }
      return audio
    },
  }
}
