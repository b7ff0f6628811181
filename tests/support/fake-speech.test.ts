import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpeechClient, SPEECH_VOICES } from '../../src/lib/ai/speech-client'
import { createTranscriptionClient } from '../../src/lib/ai/transcription-client'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai'

const run = promisify(execFile)
let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

/** The audio's duration in seconds as ffprobe reads it. */
async function durationOf(audio: Blob): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'speech-test-'))
  try {
    const file = join(dir, 'speech.mp3')
    await writeFile(file, new Uint8Array(await audio.arrayBuffer()))
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ])
    return Number(stdout.trim())
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('the test AI server’s /audio/speech, through the app’s speech client', () => {
  it('speaks the text it is sent: an mp3 that pocketsphinx hears as the same words', async () => {
    const speech = createSpeechClient({ baseURL: fake.url, apiKey: 'sk-fake', model: 'tts-1' })
    const text = 'Photosynthesis converts light energy into chemical energy.'
    const audio = await speech.speak(text, SPEECH_VOICES.host)
    expect(audio.type).toBe('audio/mpeg')
    // flite speaks eight words in about three seconds.
    const seconds = await durationOf(audio)
    expect(seconds).toBeGreaterThan(2)
    expect(seconds).toBeLessThan(8)
    const heard = await createTranscriptionClient({
      baseURL: fake.url,
      model: 'whisper-1',
    }).transcribe(audio, 'speech.mp3')
    expect(heard.text).toMatch(/photosynthesis/)
    const asked = fake.requests().find((request) => request.purpose === 'speech')
    expect(asked?.speech).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: text,
      responseFormat: 'mp3',
    })
    expect(asked?.authorization).toBe('Bearer sk-fake')
  })

  it('the two voices differ, and a longer text takes longer', async () => {
    const speech = createSpeechClient({ baseURL: fake.url, model: 'tts-1' })
    const line = 'Ribosomes assemble proteins.'
    const [host, guest, longer] = await Promise.all([
      speech.speak(line, SPEECH_VOICES.host),
      speech.speak(line, SPEECH_VOICES.guest),
      speech.speak(`${line} ${line} ${line}`, SPEECH_VOICES.host),
    ])
    const bytes = async (blob: Blob) => Buffer.from(await blob.arrayBuffer())
    expect((await bytes(host)).equals(await bytes(guest))).toBe(false)
    expect(await durationOf(longer)).toBeGreaterThan(2 * (await durationOf(host)))
  })

  it('a refusal comes back as the provider’s error', async () => {
    fake.script({ purpose: 'speech', status: 429, body: { error: { message: 'Slow down' } } })
    const speech = createSpeechClient({ baseURL: fake.url, model: 'tts-1' })
    await expect(speech.speak('Hello.', 'nova')).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
    })
  })
})
