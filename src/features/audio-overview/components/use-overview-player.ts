import { useEffect, useState, useSyncExternalStore } from 'react'
import { getSpeechClient } from '@/study-engine/speech'
import { browserSpeech, createBrowserVoiceTrack } from '../model/browser-voice-track'
import {
  createOverviewPlayer,
  type OverviewPlayer,
  type PlayerState,
} from '../model/overview-player'
import { createSpeechClips, type SpeechClips } from '../model/speech-clips'
import { createSpeechFileTrack } from '../model/speech-file-track'
import type { SpokenLine, TrackEvents, VoiceTrack } from '../model/voice-track'

export type VoiceSource = 'provider' | 'browser' | 'none'

interface TrackMaker {
  source: VoiceSource
  make: (events: TrackEvents) => VoiceTrack
  /** The provider's audio of the lines, for 'Download audio'; none with the browser's voices. */
  clips: SpeechClips | null
}

function trackMaker(lines: readonly SpokenLine[]): TrackMaker | null {
  const client = getSpeechClient()
  if (client) {
    const clips = createSpeechClips(client, lines)
    return { source: 'provider', clips, make: (events) => createSpeechFileTrack(clips, events) }
  }
  const speech = browserSpeech()
  if (speech)
    return {
      source: 'browser',
      clips: null,
      make: (events) => createBrowserVoiceTrack(speech, lines, events),
    }
  return null
}

const IDLE: PlayerState = {
  line: 0,
  playing: false,
  position: 0,
  rate: 1,
  timeline: { starts: [], durations: [], total: 0 },
  error: null,
}
const noPlayer = { subscribe: () => () => undefined, getState: () => IDLE }

/**
 * A player for these lines, spoken by the provider's voices when there is a provider, else by
 * the browser's; it stops and lets go of its audio when the lines change or the tab goes.
 */
export function useOverviewPlayer(lines: readonly SpokenLine[]): {
  player: OverviewPlayer | null
  state: PlayerState
  source: VoiceSource
  clips: SpeechClips | null
} {
  const [made, setMade] = useState<{
    player: OverviewPlayer
    source: VoiceSource
    clips: SpeechClips | null
  } | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    const maker = trackMaker(lines)
    if (!maker) {
      setUnavailable(true)
      return
    }
    const player = createOverviewPlayer(lines, maker.make)
    setMade({ player, source: maker.source, clips: maker.clips })
    return () => {
      player.dispose()
      maker.clips?.dispose()
    }
  }, [lines])
  const store = made?.player ?? noPlayer
  const state = useSyncExternalStore(store.subscribe, store.getState)
  return {
    player: made?.player ?? null,
    state,
    source: unavailable ? 'none' : (made?.source ?? 'none'),
    clips: made?.clips ?? null,
  }
}
