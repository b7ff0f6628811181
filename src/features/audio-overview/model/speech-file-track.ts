import { LINES_IN_FLIGHT, type SpeechClips } from './speech-clips'
import type { TrackEvents, VoiceTrack } from './voice-track'

interface Clip {
  url: string
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
 * own voices, speech-clips.ts), played in one audio element. The first lines are asked for as
 * soon as the track is made, and from then on the line asked for, then the ones after it
 * (LINES_IN_FLIGHT in all); each file is kept (as a blob: URL) for the page's life, so seeking
 * back asks for nothing again.
 */
export function createSpeechFileTrack(speech: SpeechClips, events: TrackEvents): VoiceTrack {
  const audio = new Audio()
  const clips = new Map<number, Promise<Clip>>()
  let playing = -1
  let generation = 0

  audio.onended = () => {
    if (playing >= 0) events.onLineEnd()
  }

  function clip(index: number): Promise<Clip> {
    let made = clips.get(index)
    if (!made) {
      made = speech.clip(index).then((blob) => {
        const url = URL.createObjectURL(blob)
        // Its length is read beside it: playing need not wait for a second read of the file.
        mediaDuration(url).then(
          (duration) => events.onDuration(index, duration),
          () => undefined,
        )
        return { url }
      })
      made.catch(() => clips.delete(index))
      clips.set(index, made)
    }
    return made
  }

  /**
   * The line needed now first, alone, then the ones after it: on a busy provider (or machine)
   * lines asked for together share it, and the first would come as late as the last.
   */
  function prefetch(from: number) {
    clip(from).then(
      () => {
        for (let next = from + 1; next < Math.min(speech.count, from + LINES_IN_FLIGHT); next++)
          clip(next).catch(() => undefined)
      },
      () => undefined,
    )
  }

  // The first lines are spoken as soon as the player is there, before Play is pressed, and the
  // first is loaded into the audio element: Play then starts audio the element has already
  // read, instead of loading it first (seconds of a busy machine's media start-up).
  prefetch(0)
  clip(0).then(
    ({ url }) => {
      if (generation > 0 || audio.src !== '') return
      audio.preload = 'auto'
      audio.src = url
    },
    () => undefined,
  )

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
        if (mine === generation && !speech.signal.aborted) events.onError(error)
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
      audio.pause()
      for (const made of clips.values())
        void made.then(({ url }) => URL.revokeObjectURL(url)).catch(() => undefined)
    },
  }
}
