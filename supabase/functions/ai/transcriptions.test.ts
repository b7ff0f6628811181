import assert from 'node:assert/strict'
import { audioSeconds } from './transcriptions.ts'

/** A PCM WAV of `seconds` at 16 kHz mono 16-bit whose header states `byteRate`. */
function wav(seconds: number, byteRate: number): Blob {
  const data = seconds * 32_000
  const head = new DataView(new ArrayBuffer(44))
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => head.setUint8(at + i, char.charCodeAt(0)))
  text(0, 'RIFF')
  head.setUint32(4, 36 + data, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  head.setUint32(16, 16, true)
  head.setUint16(20, 1, true)
  head.setUint16(22, 1, true)
  head.setUint32(24, 16_000, true)
  head.setUint32(28, byteRate, true)
  head.setUint16(32, 2, true)
  head.setUint16(34, 16, true)
  text(36, 'data')
  head.setUint32(40, data, true)
  return new Blob([head.buffer, new Uint8Array(data)])
}

Deno.test('a WAV chunk is counted by its length', async () => {
  assert.equal(await audioSeconds(wav(10, 32_000)), 10)
})

Deno.test('a WAV header that claims a huge byte rate does not make ten seconds one', async () => {
  assert.equal(await audioSeconds(wav(10, 1_000_000_000)), 10)
})

Deno.test('audio that is not WAV is counted at 16 kbit/s, never less than its length', async () => {
  assert.equal(await audioSeconds(new Blob([new Uint8Array(20_000)])), 10)
})
