import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * Debian's pocketsphinx (with pocketsphinx-en-us) on any audio ffmpeg reads: the speech
 * recogniser of the test AI server's /audio/transcriptions and the reference of
 * `npm run bench:transcribe`. Debian 12 ships the 0.8 `pocketsphinx_continuous`; later releases
 * the 5.x `pocketsphinx` command: whichever is installed is used.
 */
const run = promisify(execFile)

export interface RecognisedWord {
  text: string
  start: number
  end: number
}

/** One utterance the recogniser heard (between its own pauses). */
export interface Utterance {
  start: number
  end: number
  words: RecognisedWord[]
}

const FILLER = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/i

async function has(command: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${command}`])
    return true
  } catch {
    return false
  }
}

let flavour: Promise<'5' | '0.8'> | undefined

/** Words of `pocketsphinx_continuous -time yes`: '<s> 0.09 0.12 0.99' lines, utterances from <s> to </s>. */
function parseContinuous(output: string): Utterance[] {
  const utterances: Utterance[] = []
  let current: RecognisedWord[] | null = null
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+\.\d+) (\d+\.\d+) [\d.]+$/.exec(line.trim())
    if (!match) continue
    const [, raw = '', start, end] = match
    if (raw === '<s>') current = []
    const text = raw.replace(/\(\d+\)$/, '')
    if (current && !FILLER.test(text))
      current.push({ text, start: Number(start), end: Number(end) })
    if (raw === '</s>' && current) {
      if (current.length > 0)
        utterances.push({
          start: current[0]?.start ?? 0,
          end: current.at(-1)?.end ?? 0,
          words: current,
        })
      current = null
    }
  }
  return utterances
}

/** `pocketsphinx single`: one JSON object per utterance, words in `w` with begin `b` and duration `d`. */
function parseFive(output: string): Utterance[] {
  const utterances: Utterance[] = []
  for (const line of output.split('\n')) {
    if (!line.trim().startsWith('{')) continue
    const parsed = JSON.parse(line) as { w?: { t: string; b: number; d: number }[] }
    const words = (parsed.w ?? [])
      .map((w) => ({ text: w.t.replace(/\(\d+\)$/, ''), start: w.b, end: w.b + w.d }))
      .filter((w) => !FILLER.test(w.text))
    if (words.length > 0)
      utterances.push({ start: words[0]?.start ?? 0, end: words.at(-1)?.end ?? 0, words })
  }
  return utterances
}

/** The utterances pocketsphinx hears in `audio` (any format ffmpeg reads), times in seconds. */
export async function recognise(audio: Uint8Array): Promise<Utterance[]> {
  flavour ??= has('pocketsphinx').then((five) => (five ? '5' : '0.8'))
  const dir = await mkdtemp(join(tmpdir(), 'pocketsphinx-'))
  try {
    const input = join(dir, 'input')
    const wav = join(dir, 'audio.wav')
    await writeFile(input, audio)
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', input, '-ar', '16000', '-ac', '1', wav])
    const big = { maxBuffer: 256 * 1024 * 1024 }
    if ((await flavour) === '5') {
      const { stdout } = await run('pocketsphinx', ['-loglevel', 'FATAL', 'single', wav], big)
      return parseFive(stdout)
    }
    const { stdout } = await run(
      'pocketsphinx_continuous',
      ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'],
      big,
    )
    return parseContinuous(stdout)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** OpenAI's verbose_json for the utterances: a segment per utterance, and the words. */
export function verboseJson(utterances: Utterance[], withWords: boolean) {
  const segments = utterances.map((u, id) => ({
    id,
    start: u.start,
    end: u.end,
    text: u.words.map((w) => w.text).join(' '),
  }))
  return {
    task: 'transcribe',
    language: 'english',
    duration: utterances.at(-1)?.end ?? 0,
    text: segments.map((s) => s.text).join(' '),
    segments,
    ...(withWords
      ? {
          words: utterances.flatMap((u) =>
            u.words.map((w) => ({ word: w.text, start: w.start, end: w.end })),
          ),
        }
      : {}),
  }
}
