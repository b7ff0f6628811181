/**
 * `npm run bench:transcribe-memory [-- --minutes 10,120]`: the tab's memory while the app reads
 * a long recording (issue 42: a 2-hour recording must not hold more than about 200 MB of the
 * tab's memory at any time). The recording is real speech: the repository's prose spoken by flite
 * (slt) for ten minutes, looped by ffmpeg to the length asked and encoded as a 64 kb/s .mp3. The
 * file is picked in a page built from the app's own modules (transcribe-memory.page.ts), so it
 * stays on disk as a browser's picked file does; the app's path decodes it in its media worker
 * with mediabunny, resamples and cuts 16 kHz chunks, holding three at a time (its parallel bound).
 * Measured: Chromium's renderer processes (the tab: its page and its worker; no other page is
 * open) from /proc, their resident memory every 100 ms against the idle page, and their CPU
 * time per audio hour. The reference
 * that must fail the target is the same file decoded whole (Web Audio's decodeAudioData), as a
 * page that reads a recording at once would.
 */
import { repoProse } from './repo-prose'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, CDPSession } from '@playwright/test'
import { launchChromium } from '../tests/support/chromium'
import { speakLecture } from '../tests/support/spoken-lecture'
import { buildBenchPage, serveBenchPage } from './bench-page'
import type { DecodeRun } from './transcribe-memory.page'

const run = promisify(execFile)
const PORT = Number(process.env.BENCH_PORT ?? 4399)
const TARGET_MB = 200

/** About ten minutes of the repository's prose (flite's slt speaks some 165 words a minute). */
async function tenMinutesOfProse(): Promise<string[]> {
  const paragraphs = await repoProse(['README.md', 'docs/ARCHITECTURE.md'])
  const script: string[] = []
  for (const p of paragraphs) {
    if (script.join(' ').split(' ').length > 1650) break
    script.push(p)
  }
  return script
}

async function recordingOf(minutes: number, speech: string, dir: string): Promise<string> {
  const out = join(dir, `lecture-${minutes}min.mp3`)
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-stream_loop',
    '-1',
    '-i',
    speech,
    '-t',
    String(minutes * 60),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-ar',
    '44100',
    out,
  ])
  return out
}

async function rendererPids(cdp: CDPSession): Promise<{ pid: number; cpuTime: number }[]> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number; cpuTime: number }[]
  }
  return processInfo
    .filter((p) => p.type === 'renderer')
    .map((p) => ({ pid: p.id, cpuTime: p.cpuTime }))
}

/** kB fields of /proc/<pid>/status ('VmRSS', 'VmHWM'); 0 once the process is gone. */
function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    )
    return Number(match?.[1] ?? 0)
  } catch {
    return 0
  }
}

interface Measured {
  way: string
  minutes: number
  idleMb: number
  peakMb: number
  heldOverIdleMb: number
  cpuSecondsPerAudioHour: number
  result: string
}

async function measure(
  browser: Browser,
  base: string,
  file: string,
  minutes: number,
  way: 'app' | 'whole',
): Promise<Measured> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await browser.newBrowserCDPSession()
  try {
    await page.goto(new URL('bench/transcribe-memory.html', base).href)
    await page.getByLabel('Recording').setInputFiles(file)
    await page.waitForTimeout(500)
    const before = await rendererPids(cdp)
    const rss = (pids: number[]) => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)
    let pids = before.map((p) => p.pid)
    const idleKb = rss(pids)
    let peakKb = idleKb
    let polls = 0
    const poll = setInterval(() => {
      peakKb = Math.max(peakKb, rss(pids))
      // A renderer started meanwhile (none is expected: the worker lives in the page's process).
      if (++polls % 20 === 0)
        void rendererPids(cdp).then(
          (now) => (pids = [...new Set([...pids, ...now.map((p) => p.pid)])]),
        )
    }, 100)
    let result: string
    try {
      const decoded: DecodeRun = await page.evaluate(
        way === 'app' ? () => window.decodeLikeTheApp() : () => window.decodeWholeFile(),
      )
      result = `${decoded.chunks} chunk(s), ${(decoded.duration / 60).toFixed(1)} min decoded in ${(decoded.ms / 1000).toFixed(1)} s`
    } catch (error) {
      result = `failed: ${String(error).split('\n')[0]}`
    } finally {
      clearInterval(poll)
    }
    const after = await rendererPids(cdp).catch(() => [])
    const cpuOf = (list: { pid: number; cpuTime: number }[]) =>
      list.filter((p) => pids.includes(p.pid)).reduce((sum, p) => sum + p.cpuTime, 0)
    const cpu = cpuOf(after) - cpuOf(before)
    return {
      way: way === 'app' ? "the app's path (worker, chunks)" : 'whole file (decodeAudioData)',
      minutes,
      idleMb: Math.round(idleKb / 1024),
      peakMb: Math.round(peakKb / 1024),
      heldOverIdleMb: Math.round((peakKb - idleKb) / 1024),
      cpuSecondsPerAudioHour: +(cpu / (minutes / 60)).toFixed(1),
      result,
    }
  } finally {
    await cdp.detach().catch(() => {})
    await context.close().catch(() => {})
  }
}

const arg = process.argv.indexOf('--minutes')
const lengths = (arg === -1 ? '10,120' : (process.argv[arg + 1] ?? '10')).split(',').map(Number)
const dir = await mkdtemp(join(tmpdir(), 'bench-transcribe-memory-'))
try {
  const speech = join(dir, 'speech.wav')
  await speakLecture(await tenMinutesOfProse(), 'wav', speech)
  const outDir = join(dir, 'page')
  await buildBenchPage('transcribe-memory.html', outDir)
  const { server, base } = await serveBenchPage(outDir, PORT)
  const browser = await launchChromium()
  try {
    for (const minutes of lengths) {
      const file = await recordingOf(minutes, speech, dir)
      for (const way of ['app', 'whole'] as const) {
        const measured = await measure(browser, base, file, minutes, way)
        console.log(JSON.stringify(measured))
      }
    }
    console.log(
      `target: the app's path holds at most ~${TARGET_MB} MB over the idle tab for 120 min`,
    )
  } finally {
    await browser.close()
    server.httpServer.close()
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
