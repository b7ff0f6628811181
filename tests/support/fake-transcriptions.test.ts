import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTranscriptionClient } from '../../src/lib/ai/transcription-client'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai'
import { spokenLectureBytes } from './spoken-lecture'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const lecture = [
  'Photosynthesis converts light energy into chemical energy.',
  'The mitochondria release energy from glucose.',
]

describe('the test AI server’s /audio/transcriptions', () => {
  it('recognises the speech of an mp3 it receives, with segment and word times', async () => {
    const audio = await spokenLectureBytes(lecture, 'mp3')
    const client = createTranscriptionClient({
      baseURL: fake.url,
      apiKey: 'sk-fake',
      model: 'whisper-1',
    })
    const result = await client.transcribe(new Blob([audio], { type: 'audio/mpeg' }), 'lecture.mp3')
    // pocketsphinx hears flite's voice with some words wrong, but these it gets.
    expect(result.text).toMatch(/photosynthesis/)
    expect(result.text).toMatch(/energy/)
    expect(result.segments?.length).toBeGreaterThan(0)
    const words = result.words ?? []
    expect(words.length).toBeGreaterThan(6)
    // Words are timed within the recording (about 6 s long), in order.
    expect(words.at(-1)?.end).toBeLessThan(10)
    expect(words.every((w, i) => i === 0 || w.start >= (words[i - 1]?.start ?? 0))).toBe(true)
    const seen = fake.requests().at(-1)
    expect(seen?.transcription).toMatchObject({
      model: 'whisper-1',
      responseFormat: 'verbose_json',
    })
    expect(seen?.authorization).toBe('Bearer sk-fake')
  })

  it('fails as scripted, as a provider would', async () => {
    await fetch(new URL('/__script', fake.url), {
      method: 'POST',
      body: JSON.stringify({ purpose: 'transcription', status: 503 }),
    })
    const client = createTranscriptionClient({ baseURL: fake.url, model: 'whisper-1' })
    await expect(client.transcribe(new Blob([new Uint8Array(10)]), 'x.wav')).rejects.toMatchObject({
      status: 503,
    })
  })
})
