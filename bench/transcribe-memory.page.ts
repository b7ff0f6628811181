/// <reference types="vite/client" />
/**
 * Browser side of bench/transcribe-memory.ts: the picked recording through the app's own path
 * (recording-chunks.ts: the media worker decodes with mediabunny, resamples and cuts), holding as
 * many chunks at once as the app sends in parallel; or, as the reference that must fail the
 * memory target, the whole file decoded at once (Web Audio's decodeAudioData).
 */
import { recordingChunks } from '@/lib/extract/media/recording-chunks'

const IN_FLIGHT = 3

export interface DecodeRun {
  duration: number
  chunks: number
  wavBytes: number
  ms: number
}

declare global {
  interface Window {
    decodeLikeTheApp: () => Promise<DecodeRun>
    decodeWholeFile: () => Promise<DecodeRun>
  }
}

function picked(): File {
  const file = document.querySelector('input')?.files?.[0]
  if (!file) throw new Error('no file picked')
  return file
}

window.decodeLikeTheApp = async () => {
  const started = performance.now()
  const { duration, chunks } = await recordingChunks(picked())
  const held: Blob[] = []
  let count = 0
  let wavBytes = 0
  for await (const chunk of chunks) {
    held.push(chunk.audio)
    if (held.length > IN_FLIGHT) held.shift()
    count++
    wavBytes += chunk.audio.size
  }
  return { duration, chunks: count, wavBytes, ms: performance.now() - started }
}

window.decodeWholeFile = async () => {
  const started = performance.now()
  // At the file's own rate and channels, as Web Audio holds a decoded file.
  const context = new OfflineAudioContext(2, 1, 44_100)
  const decoded = await context.decodeAudioData(await picked().arrayBuffer())
  return { duration: decoded.duration, chunks: 1, wavBytes: 0, ms: performance.now() - started }
}
