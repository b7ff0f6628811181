import { registerMp3Encoder } from '@mediabunny/mp3-encoder'
import {
  ALL_FORMATS,
  AudioSampleSink,
  AudioSampleSource,
  BlobSource,
  BufferTarget,
  canEncodeAudio,
  Input,
  Mp3OutputFormat,
  Output,
} from 'mediabunny'

/**
 * An overview's lines, as the provider spoke them (one audio file a line), made into one MP3:
 * each line decoded (WebCodecs, through mediabunny) and its samples laid end to end, mixed to
 * mono at one sample rate, and encoded by mediabunny's LAME encoder where the browser has no MP3
 * encoder of its own (Chromium has none). Runs in overview-audio.worker.ts.
 */

/** Speech needs little: 64 kbit/s mono is clear, about 0.5 MB a minute. */
const BITRATE = 64_000

let encoderReady: Promise<void> | undefined
const ensureMp3Encoder = () =>
  (encoderReady ??= canEncodeAudio('mp3').then((native) => {
    if (!native) registerMp3Encoder()
  }))

export interface OverviewAudioFile {
  bytes: ArrayBuffer
  /** Seconds of audio: the lines' durations added up. */
  duration: number
}

export async function overviewAudioFile(
  lines: readonly Blob[],
  onLine?: (done: number) => void,
): Promise<OverviewAudioFile> {
  await ensureMp3Encoder()
  const output = new Output({ format: new Mp3OutputFormat(), target: new BufferTarget() })
  let source: AudioSampleSource | undefined
  let offset = 0
  for (const [index, line] of lines.entries()) {
    const input = new Input({ source: new BlobSource(line), formats: ALL_FORMATS })
    try {
      const track = await input.getPrimaryAudioTrack()
      if (!track) throw new Error(`Line ${index + 1} has no audio`)
      if (!source) {
        // The first line's sample rate for the whole file; later lines are resampled to it.
        source = new AudioSampleSource({
          codec: 'mp3',
          bitrate: BITRATE,
          transform: { numberOfChannels: 1, sampleRate: track.sampleRate },
        })
        output.addAudioTrack(source)
        await output.start()
      }
      let end = offset
      for await (const sample of new AudioSampleSink(track).samples()) {
        try {
          sample.setTimestamp(offset + sample.timestamp)
          end = Math.max(end, sample.timestamp + sample.duration)
          await source.add(sample)
        } finally {
          sample.close()
        }
      }
      offset = end
    } finally {
      input.dispose()
    }
    onLine?.(index + 1)
  }
  if (!source) throw new Error('The overview has no lines')
  source.close()
  await output.finalize()
  const bytes = output.target.buffer
  if (!bytes) throw new Error('The audio file was not written')
  return { bytes, duration: offset }
}
