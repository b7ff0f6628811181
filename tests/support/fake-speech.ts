import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * The test AI server's `POST /v1/audio/speech` (issue 46): the JSON OpenAI takes (model, voice,
 * input, response_format), answered with real speech of the input by Debian's flite (two of its
 * voices for OpenAI's voices), encoded by ffmpeg as asked (mp3 by default, or wav).
 */
const run = promisify(execFile)

export interface SpeechRequest {
  model: string
  voice: string
  input: string
  responseFormat: string
}

export function readSpeechRequest(body: unknown): SpeechRequest {
  const record = (body ?? {}) as Record<string, unknown>
  return {
    model: String(record.model ?? ''),
    voice: String(record.voice ?? ''),
    input: String(record.input ?? ''),
    responseFormat: String(record.response_format ?? 'mp3'),
  }
}

/** OpenAI's higher voices are read by flite's slt, the others by rms. */
const fliteVoice = (voice: string) =>
  ['nova', 'alloy', 'shimmer', 'coral', 'sage'].includes(voice) ? 'slt' : 'rms'

const FORMATS: Record<string, { contentType: string; args: string[] }> = {
  wav: { contentType: 'audio/wav', args: [] },
  mp3: { contentType: 'audio/mpeg', args: ['-c:a', 'libmp3lame', '-b:a', '64k'] },
}

export async function speechAnswer(
  request: SpeechRequest,
): Promise<{ contentType: string; body: Buffer }> {
  const format = FORMATS[request.responseFormat] ?? FORMATS.mp3!
  const dir = await mkdtemp(join(tmpdir(), 'speech-'))
  try {
    const text = join(dir, 'input.txt')
    const wav = join(dir, 'speech.wav')
    await writeFile(text, request.input)
    await run('flite', ['-voice', fliteVoice(request.voice), '-f', text, '-o', wav])
    if (format.args.length === 0)
      return { contentType: format.contentType, body: await readFile(wav) }
    const out = join(dir, `speech.${request.responseFormat}`)
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, ...format.args, out])
    return { contentType: format.contentType, body: await readFile(out) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
