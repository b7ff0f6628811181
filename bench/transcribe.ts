/**
 * `npm run bench:transcribe [-- --minutes 10,60,120]`: the app's chunked transcription against
 * the same recogniser on the whole file at once. A script of real prose (the repository's
 * documentation, markdown removed) is spoken by flite (slt) for about the given minutes and
 * encoded as .mp3; the app's own Chunker (cut at pauses, 1.5 s overlap), transcription client,
 * bounded parallel job and overlap merge send it to the test AI server (pocketsphinx); the
 * reference is pocketsphinx on the whole recording. Both are scored by word error rate against
 * the script. Target: the app's WER within 0.02 of the whole-file WER.
 *
 * What this Node run does not cover: decoding here is ffmpeg's (the browser decodes with
 * mediabunny + WebCodecs and resamples with resampler.ts): the tab's memory and the browser's
 * decoding time are `npm run bench:transcribe-memory`'s.
 * "Outside the recogniser" is this process's CPU time (chunking, WAV encoding, HTTP, merging and
 * the fake server's form parsing), pocketsphinx and ffmpeg being child processes.
 *
 * Runs (--minutes 10, on 2 cores shared with other work):
 * - before (server in this process; load 11–15): 11.2 min, 3 chunks, WER 0.715 chunked against
 *   0.670 whole (+0.045), 30.6 CPU s per audio hour outside the recogniser, 1,056 s.
 * - now (server in its own process; load 18–32): 12.4 min, 3 chunks, WER 0.6587 chunked against
 *   0.6730 whole (−0.0143: within 0.02), the chunks cut by time alone 0.6587; errors near the
 *   two cuts (±5 s) 28 chunked / 33 whole, in the chunks' first 20 s 61 / 60, elsewhere
 *   1,202 / 1,226: the joins and cold starts cost nothing measurable; the difference between
 *   runs is the recogniser on different words (the script is the docs, which changed). 22.9 CPU s
 *   per audio hour outside the recogniser (target 20: not met), 1,408 s.
 * - 2026-11-28, load 3.8–5: 14.2 min, 4 chunks, WER 0.6385 chunked against 0.6465 whole (−0.008);
 *   errors near the cuts 41 / 42; 9.6 CPU s per audio hour outside the recogniser (met), 189 s.
 *   --minutes 60, load 3.5 rising to 25: 64.3 min, 15 chunks, WER 0.6590 against 0.6552
 *   (+0.004); 6.5 CPU s per audio hour; 781 s for the chunked run. So the 22.9 s above was the
 *   machine's load, not the app's path.
 */
import { repoProse } from './repo-prose'
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  createTranscriptionClient,
  type TranscriptionClient,
} from '../src/lib/ai/transcription-client'
import { Chunker, wavBytes } from '../src/lib/extract/media/chunker'
import { createTranscriptionJob, type AudioChunk } from '../src/lib/extract/media/transcribe-chunks'
import { patientFetch } from './patient-fetch'
import { recognise } from '../tests/support/pocketsphinx'
import { speakLecture } from '../tests/support/spoken-lecture'
import { errorsByWindow, errorTimes, wer, type TimedHypothesisWord } from './transcribe-errors'

const run = promisify(execFile)
const WORDS_PER_MINUTE = 165 // flite's slt voice, measured on this script

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')

const prose = () =>
  repoProse(['README.md', 'docs/ARCHITECTURE.md', 'docs/SECURITY.md', 'docs/DEPLOY.md'])

/** What the run saw of each chunk: where it starts, where it meets the one before. */
interface ChunkSeen {
  start: number
  cut?: number
  words: TimedHypothesisWord[]
}

async function* chunksOf(
  pcm: Float32Array,
  seen: Map<number, ChunkSeen>,
): AsyncGenerator<AudioChunk> {
  const chunker = new Chunker()
  const toChunk = (c: ReturnType<Chunker['finish']>[number]): AudioChunk => {
    seen.set(c.index, { start: c.start, cut: c.boundary?.cut, words: [] })
    return {
      index: c.index,
      start: c.start,
      end: c.end,
      audio: new Blob([wavBytes(c.samples, 16_000)], { type: 'audio/wav' }),
      ...(c.boundary ? { boundary: c.boundary } : {}),
    }
  }
  for (let at = 0; at < pcm.length; at += 16_000) {
    for (const c of chunker.push(pcm.subarray(at, at + 16_000))) yield toChunk(c)
  }
  for (const c of chunker.finish()) yield toChunk(c)
}

/** The client, keeping each chunk's own words (in the recording's time) as it hands them on. */
function recordingClient(inner: TranscriptionClient, seen: Map<number, ChunkSeen>) {
  return {
    model: inner.model,
    async transcribe(audio: Blob, fileName: string, signal?: AbortSignal) {
      const transcription = await inner.transcribe(audio, fileName, signal)
      const chunk = seen.get(Number(/chunk-(\d+)/.exec(fileName)?.[1] ?? 0) - 1)
      if (chunk)
        chunk.words = (transcription.words ?? []).flatMap((w) =>
          words(w.text).map((text) => ({ text, start: chunk.start + w.start })),
        )
      return transcription
    },
  }
}

/**
 * The test AI server in a process of its own, so the CPU time measured here is the app's alone
 * (it used to run in this process, its form parsing and file writing counted as the app's).
 */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  // A process group of its own: npx starts tsx, which starts node; stopping only npx left the
  // server running and this bench waiting on its output after the last result.
  const child = spawn('npx', ['tsx', 'tests/support/fake-openai.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      const match = /server on (\S+)/.exec(data.toString())
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`the test AI server exited (${code})`)))
  })
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') }
}

/**
 * The chunks' own words cut by time alone at each cut (no agreement sought): what the overlap
 * merge is compared with.
 */
function timeCut(seen: Map<number, ChunkSeen>): TimedHypothesisWord[] {
  const chunks = [...seen.entries()].sort(([a], [b]) => a - b).map(([, chunk]) => chunk)
  return chunks.flatMap((chunk, i) => {
    const from = chunk.cut ?? -Infinity
    const to = chunks[i + 1]?.cut ?? Infinity
    return chunk.words.filter((w) => w.start >= from && w.start < to)
  })
}

async function benchOne(minutes: number, paragraphs: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-transcribe-'))
  try {
    const script: string[] = []
    for (let i = 0; script.join(' ').split(' ').length < minutes * WORDS_PER_MINUTE; i++)
      script.push(paragraphs[i % paragraphs.length] as string)
    const mp3 = join(dir, 'lecture.mp3')
    await speakLecture(script, 'mp3', mp3)
    const raw = join(dir, 'lecture.f32')
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-i',
      mp3,
      '-ar',
      '16000',
      '-ac',
      '1',
      '-f',
      'f32le',
      raw,
    ])
    const pcm = new Float32Array((await readFile(raw)).buffer.slice(0))
    const audioHours = pcm.length / 16_000 / 3600

    const fake = await startServer()
    const seen = new Map<number, ChunkSeen>()
    const cpu = process.cpuUsage()
    const started = performance.now()
    const outcome = await createTranscriptionJob({
      client: recordingClient(
        createTranscriptionClient({ baseURL: fake.url, model: 'whisper-1' }),
        seen,
      ),
      chunks: chunksOf(pcm, seen),
      durationSeconds: pcm.length / 16_000,
      concurrency: 2,
    }).run()
    const used = process.cpuUsage(cpu)
    const wall = (performance.now() - started) / 1000
    fake.stop()
    if (outcome.status !== 'done') throw new Error('a chunk failed')
    const whole = await recognise(new Uint8Array(await readFile(mp3)))
    const reference = words(script.join(' '))
    const appWords = outcome.words.flatMap((w) =>
      words(w.text).map((text) => ({ text, start: w.start })),
    )
    const wholeWords = whole.flatMap((u) =>
      u.words.flatMap((w) => words(w.text).map((text) => ({ text, start: w.start }))),
    )
    const app = wer(
      reference,
      appWords.map((w) => w.text),
    )
    const single = wer(
      reference,
      wholeWords.map((w) => w.text),
    )
    const cutByTime = wer(
      reference,
      timeCut(seen).map((w) => w.text),
    )
    const starts = [...seen.values()].map((chunk) => chunk.start).filter((start) => start > 0)
    const cuts = [...seen.values()].flatMap((chunk) => (chunk.cut === undefined ? [] : [chunk.cut]))
    const where = (hypothesis: TimedHypothesisWord[]) => {
      const times = errorTimes(reference, hypothesis)
      return times && errorsByWindow(times, starts, cuts)
    }
    return {
      minutes: +(audioHours * 60).toFixed(1),
      chunks: seen.size,
      werApp: +app.toFixed(4),
      werWholeFile: +single.toFixed(4),
      difference: +(app - single).toFixed(4),
      werChunksCutByTime: +cutByTime.toFixed(4),
      errorsApp: where(appWords),
      errorsWholeFile: where(wholeWords),
      cpuSecondsOutsideRecogniserPerAudioHour: +(
        (used.user + used.system) /
        1e6 /
        audioHours
      ).toFixed(1),
      wallSeconds: +wall.toFixed(0),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const arg = process.argv.indexOf('--minutes')
const durations = (arg === -1 ? '10,60,120' : (process.argv[arg + 1] ?? '10'))
  .split(',')
  .map(Number)
// The app's client posts with globalThis.fetch: here, one that waits as long as a browser does.
globalThis.fetch = patientFetch as typeof fetch
const paragraphs = await prose()
for (const minutes of durations) console.log(JSON.stringify(await benchOne(minutes, paragraphs)))
