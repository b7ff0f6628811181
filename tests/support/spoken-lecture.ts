import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * Test recordings spoken from real text by Debian's flite (voice slt, which pocketsphinx reads
 * with about a quarter of the words wrong) and encoded by ffmpeg: .mp3, .m4a, .webm (audio) or
 * .mp4 (a small black video with the sound), as phones, Zoom and podcasts give them.
 */
const run = promisify(execFile)

export type LectureFormat = 'wav' | 'mp3' | 'm4a' | 'webm' | 'mp4'

const ENCODINGS: Record<LectureFormat, string[]> = {
  wav: [],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-ar', '44100'],
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-ar', '44100'],
  webm: ['-c:a', 'libopus', '-b:a', '48k'],
  mp4: [],
}

/** `script` spoken and encoded as `format`; `pauseSeconds` of silence between paragraphs. */
export async function speakLecture(
  paragraphs: readonly string[],
  format: LectureFormat,
  out: string,
  pauseSeconds = 0.6,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'spoken-'))
  try {
    const parts: string[] = []
    for (const [i, paragraph] of paragraphs.entries()) {
      const text = join(dir, `p${i}.txt`)
      const wav = join(dir, `p${i}.wav`)
      await writeFile(text, paragraph)
      await run('flite', ['-voice', 'slt', '-f', text, '-o', wav])
      parts.push(wav)
    }
    const list = join(dir, 'list.txt')
    const silence = join(dir, 'silence.wav')
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `anullsrc=r=16000:cl=mono`,
      '-t',
      String(pauseSeconds),
      silence,
    ])
    await writeFile(list, parts.map((p) => `file '${p}'\nfile '${silence}'`).join('\n'))
    const joined = join(dir, 'joined.wav')
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-ar',
      '16000',
      '-ac',
      '1',
      joined,
    ])
    const args =
      format === 'mp4'
        ? [
            '-f',
            'lavfi',
            '-i',
            'color=c=black:s=160x120:r=5',
            '-i',
            joined,
            '-shortest',
            '-c:v',
            'libx264',
            '-pix_fmt',
            'yuv420p',
            '-c:a',
            'aac',
            '-b:a',
            '64k',
            '-ar',
            '44100',
          ]
        : ['-i', joined, ...ENCODINGS[format]]
    await run('ffmpeg', ['-loglevel', 'error', '-y', ...args, out], { maxBuffer: 64 * 1024 * 1024 })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The lecture as bytes, written to a temporary file first. */
export async function spokenLectureBytes(paragraphs: readonly string[], format: LectureFormat) {
  const dir = await mkdtemp(join(tmpdir(), 'lecture-'))
  try {
    const file = join(dir, `lecture.${format}`)
    await speakLecture(paragraphs, format, file)
    return new Uint8Array(await readFile(file))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
