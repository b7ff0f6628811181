import { ALL_FORMATS, AudioSampleSink, BlobSource, Input } from 'mediabunny'
import { Chunker, CHUNK_DEFAULTS, type PcmChunk } from './chunker'
import { MAX_RECORDING_SECONDS } from './media-kind'
import { readerError } from '../reader-error'
import { Resampler } from './resampler'

/**
 * A recording's sound as 16 kHz mono chunks, decoded as it is read (mediabunny: the container
 * read in pieces from the File, WebCodecs' decoder), never the whole file or its samples at once.
 */

export interface OpenedRecording {
  duration: number
  chunks: AsyncGenerator<PcmChunk, void, undefined>
}

function mono(sample: {
  numberOfFrames: number
  numberOfChannels: number
  copyTo: (to: Float32Array, options: { planeIndex: number; format: 'f32-planar' }) => void
}): Float32Array {
  const frames = sample.numberOfFrames
  const out = new Float32Array(frames)
  if (sample.numberOfChannels === 1) {
    sample.copyTo(out, { planeIndex: 0, format: 'f32-planar' })
    return out
  }
  const plane = new Float32Array(frames)
  for (let channel = 0; channel < sample.numberOfChannels; channel++) {
    sample.copyTo(plane, { planeIndex: channel, format: 'f32-planar' })
    for (let i = 0; i < frames; i++) out[i] = (out[i] as number) + (plane[i] as number)
  }
  const scale = 1 / sample.numberOfChannels
  for (let i = 0; i < frames; i++) out[i] = (out[i] as number) * scale
  return out
}

export async function openRecording(file: File): Promise<OpenedRecording> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS })
  let track
  try {
    track = await input.getPrimaryAudioTrack()
  } catch (error) {
    input.dispose()
    throw readerError('cannotDecode', [file.name], { cause: error })
  }
  if (!track) {
    input.dispose()
    throw readerError('noAudio', [file.name])
  }
  if (!(await track.canDecode())) {
    input.dispose()
    throw readerError('cannotDecode', [file.name])
  }
  const duration = await input.computeDuration([track])
  if (duration > MAX_RECORDING_SECONDS + 1) {
    input.dispose()
    throw readerError('recordingTooLong', [file.name])
  }
  const audio = track
  async function* chunks(): AsyncGenerator<PcmChunk, void, undefined> {
    const chunker = new Chunker()
    let resampler: Resampler | undefined
    try {
      for await (const sample of new AudioSampleSink(audio).samples()) {
        try {
          resampler ??= new Resampler(sample.sampleRate, CHUNK_DEFAULTS.sampleRate)
          yield* chunker.push(resampler.push(mono(sample)))
        } finally {
          sample.close()
        }
      }
      if (resampler) yield* chunker.push(resampler.flush())
      yield* chunker.finish()
    } finally {
      input.dispose()
    }
  }
  return { duration, chunks: chunks() }
}
