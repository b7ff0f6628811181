import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../../support/chromium'
import { e2eEnv } from './env'
import { LECTURE } from './recordings'

/**
 * Chromium's fake microphone playing a spoken lecture (flite's slt voice, 16 kHz WAV, looped by
 * Chromium). Written once, synchronously, when the spec loads: the browser reads the file when
 * it starts, before any test runs.
 */
export function fakeMicrophoneWav(): string {
  const dir = join(tmpdir(), `studywise-fake-mic-${e2eEnv.offset}`)
  const wav = join(dir, 'lecture.wav')
  if (existsSync(wav)) return wav
  mkdirSync(dir, { recursive: true })
  const text = join(dir, 'lecture.txt')
  writeFileSync(text, LECTURE.join(' '))
  const spoken = join(dir, 'spoken.wav')
  execFileSync('flite', ['-voice', 'slt', '-f', text, '-o', spoken])
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    spoken,
    '-ar',
    '16000',
    '-ac',
    '1',
    wav,
  ])
  return wav
}

/**
 * Launch options for a spec that records from the fake microphone: the full Chromium, whose
 * headless mode records sound (the headless shell says 'This browser cannot record sound').
 */
export function fakeMicrophoneLaunch() {
  return {
    executablePath: chromiumExecutable,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophoneWav()}`,
      // Headless Chromium plays the recording back without a sound card.
      '--autoplay-policy=no-user-gesture-required',
    ],
  }
}

/**
 * Seconds of sound in the take the page kept in IndexedDB, measured by ffmpeg on its bytes (the
 * app's own count is what is tested against it).
 */
export async function keptTakeSeconds(page: Page): Promise<number> {
  const bytes = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('studywise-recordings')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const chunks = await new Promise<{ seq: number; blob: Blob }[]>((resolve, reject) => {
      const all = db.transaction('take-chunks').objectStore('take-chunks').getAll()
      all.onsuccess = () => resolve(all.result as { seq: number; blob: Blob }[])
      all.onerror = () => reject(all.error)
    })
    db.close()
    chunks.sort((a, b) => a.seq - b.seq)
    const buffer = await new Blob(chunks.map((chunk) => chunk.blob)).arrayBuffer()
    return Array.from(new Uint8Array(buffer))
  })
  const dir = join(tmpdir(), `studywise-kept-take-${e2eEnv.offset}`)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'take.webm')
  writeFileSync(file, Uint8Array.from(bytes))
  // Decoding the whole file gives its real length (a MediaRecorder file states none).
  const progress = execFileSync(
    'ffmpeg',
    ['-nostats', '-progress', 'pipe:1', '-i', file, '-f', 'null', '-'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const times = [...progress.matchAll(/out_time_us=(\d+)/g)].map((match) => Number(match[1]))
  return Math.max(0, ...times) / 1e6
}
