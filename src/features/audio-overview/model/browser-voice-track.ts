import type { AudioSpeaker } from '@/study-engine/types'
import type { SpokenLine, TrackEvents, VoiceTrack } from './voice-track'

/** The browser's speech synthesis, when the page has one. */
export function browserSpeech(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null
}

/**
 * Two different system voices for the host and the guest: of the voices for the guide's
 * language (else any), the first and the second; with a single voice, both speak in it.
 */
export function pickVoices(
  voices: readonly SpeechSynthesisVoice[],
  language: string,
): Partial<Record<AudioSpeaker, SpeechSynthesisVoice>> {
  const inLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(language))
  const pool = inLanguage.length > 0 ? inLanguage : voices
  const host = pool[0]
  const guest = pool.find((voice) => voice !== host) ?? host
  return { ...(host ? { host } : {}), ...(guest ? { guest } : {}) }
}

/**
 * The browser's voices: one utterance a line. Speech synthesis cannot start inside a line, so
 * a seek starts its line, and the clock inside the line is the time since it began, at the
 * rate it speaks.
 */
export function createBrowserVoiceTrack(
  speech: SpeechSynthesis,
  lines: readonly SpokenLine[],
  events: TrackEvents,
  language = document.documentElement.lang || 'en',
): VoiceTrack {
  let generation = 0
  let startedAt = 0
  let stoppedAt: number | null = null
  let currentRate = 1

  return {
    start(index, _offset, rate) {
      const mine = ++generation
      speech.cancel()
      const line = lines[index]
      if (!line) return Promise.resolve()
      const utterance = new SpeechSynthesisUtterance(line.text)
      const voice = pickVoices(speech.getVoices(), language.slice(0, 2))[line.speaker]
      if (voice) utterance.voice = voice
      utterance.rate = rate
      currentRate = rate
      utterance.onend = () => {
        if (mine === generation) events.onLineEnd()
      }
      utterance.onerror = (event) => {
        if (mine === generation && event.error !== 'interrupted' && event.error !== 'canceled')
          events.onError(new Error(`Speech synthesis failed: ${event.error}`))
      }
      startedAt = performance.now()
      stoppedAt = null
      speech.speak(utterance)
      return Promise.resolve()
    },
    stop() {
      generation++
      stoppedAt = performance.now()
      speech.cancel()
    },
    elapsed: () => (((stoppedAt ?? performance.now()) - startedAt) / 1000) * currentRate,
    setRate(rate) {
      currentRate = rate
    },
    dispose() {
      generation++
      speech.cancel()
    },
  }
}
