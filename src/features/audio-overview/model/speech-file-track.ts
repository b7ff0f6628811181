import { SPEECH_VOICES, type SpeechClient } from '@/lib/ai/speech-client'
import type { SpokenLine, TrackEvents, VoiceTrack } from './voice-track'

/** Lines synthesised ahead of the one playing, so the next one is ready when it is reached. */
export const LINES_AHEAD = 3

interface Clip {
  url: string
  duration: number
}

function mediaDuration(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = new Audio()
    probe.preload = 'metadata'
    probe.onloadedmetadata = () => resolve(probe.duration)
    probe.onerror = () => reject(new Error('The speech audio could not be read'))
    probe.src = url
  })
}

/**
 * The provider's voices: each line spoken by `/audio/speech` (the host and the guest in their
 * own voices), played in one audio element. The line asked for and the next LINES_AHEAD are
 * requested at once; each file is kept (as a blob: URL) for the page's life, so seeking back
 * asks for nothing again.
 */
export function createSpeechFileTrack(
  client: SpeechClient,
  lines: readonly SpokenLine[],
  events: TrackEvents,
): VoiceTrack {
  const audio = new Audio()
  const clips = new Map<number, Promise<Clip>>()
  const controller = new AbortController()
  let playing = -1
  let generation = 0

  audio.onended = () => {
    if (playing >= 0) events.onLineEnd()
  }

  function clip(index: number): Promise<Clip> {
    let made = clips.get(index)
    if (!made) {
      const line = lines[index]!
      made = client
        .speak(line.text, SPEECH_VOICES[line.speaker], controller.signal)
        .then(async (blob) => {
          const url = URL.createObjectURL(blob)
          const duration = await mediaDuration(url)
          events.onDuration(index, duration)
          return { url, duration }
        })
      made.catch(() => clips.delete(index))
      clips.set(index, made)
    }
    return made
  }

  function prefetch(from: number) {
    for (let next = from; next < Math.min(lines.length, from + LINES_AHEAD + 1); next++)
      clip(next).catch(() => undefined)
  }

  return {
    async start(index, offset, rate) {
      const mine = ++generation
      playing = -1
      audio.pause()
      prefetch(index)
      try {
        const { url } = await clip(index)
        if (mine !== generation) return
        if (audio.src !== url) {
          audio.src = url
          await new Promise<void>((resolve) => {
            audio.onloadedmetadata = () => resolve()
          })
        }
        if (mine !== generation) return
        audio.currentTime = offset
        audio.playbackRate = rate
        playing = index
        await audio.play()
      } catch (error) {
        if (mine === generation && !controller.signal.aborted) events.onError(error)
      }
    },
    stop() {
      generation++
      playing = -1
      audio.pause()
    },
    elapsed: () => audio.currentTime,
    setRate(rate) {
      audio.playbackRate = rate
    },
    dispose() {
      generation++
      controller.abort()
      audio.pause()
      for (const made of clips.values())
        void made.then(({ url }) => URL.revokeObjectURL(url)).catch(() => undefined)
    },
  }
}
