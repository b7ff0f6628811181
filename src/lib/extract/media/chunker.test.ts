import { Chunker, wavBytes } from './chunker'

const RATE = 1000 // a low rate keeps the arrays small; the logic is the same at 16 kHz

/** "Speech": 0.5 s bursts with 0.1 s gaps, and a 1 s pause starting at each of `pauses`. */
function speech(seconds: number, pauses: number[]): Float32Array {
  return Float32Array.from({ length: seconds * RATE }, (_, i) => {
    const t = i / RATE
    if (pauses.some((p) => t >= p && t < p + 1)) return 0
    return t % 0.6 < 0.5 ? 0.5 * Math.sin(i) : 0
  })
}

function chunksOf(signal: Float32Array) {
  const chunker = new Chunker({
    sampleRate: RATE,
    maxSeconds: 60,
    searchSeconds: 20,
    overlapSeconds: 1.5,
  })
  const chunks = []
  for (let at = 0; at < signal.length; at += 777)
    chunks.push(...chunker.push(signal.subarray(at, at + 777)))
  return [...chunks, ...chunker.finish()]
}

describe('Chunker', () => {
  it('cuts in the pauses, at most maxSeconds long, each chunk a slice of the recording', () => {
    const signal = speech(150, [47, 101])
    const chunks = chunksOf(signal)
    expect(chunks.map((c) => c.boundary?.cut)).toEqual([
      undefined,
      expect.any(Number),
      expect.any(Number),
    ])
    const [, second, third] = chunks
    expect(second?.boundary?.cut).toBeGreaterThanOrEqual(47)
    expect(second?.boundary?.cut).toBeLessThanOrEqual(48)
    expect(third?.boundary?.cut).toBeGreaterThanOrEqual(101)
    expect(third?.boundary?.cut).toBeLessThanOrEqual(102)
    for (const chunk of chunks) {
      expect(chunk.end - chunk.start).toBeLessThanOrEqual(60)
      const slice = signal.subarray(Math.round(chunk.start * RATE), Math.round(chunk.end * RATE))
      expect(chunk.samples.length).toBe(slice.length)
      expect(chunk.samples[100]).toBe(Math.round((slice[100] ?? 0) * 32767))
    }
  })

  it('lets neighbours share the overlap each side of the cut and covers the whole recording', () => {
    const chunks = chunksOf(speech(150, [47, 101]))
    expect(chunks[0]?.start).toBe(0)
    expect(chunks.at(-1)?.end).toBe(150)
    for (let i = 1; i < chunks.length; i++) {
      const cut = chunks[i]?.boundary?.cut ?? NaN
      expect(chunks[i - 1]?.end).toBeCloseTo(cut + 1.5, 6)
      expect(chunks[i]?.start).toBeCloseTo(cut - 1.5, 6)
    }
  })

  it('with no pause, still cuts within the last searchSeconds', () => {
    const chunks = chunksOf(speech(130, []))
    expect(chunks).toHaveLength(3)
    expect(chunks[0]?.end).toBeGreaterThanOrEqual(40)
  })
})

describe('wavBytes', () => {
  it('writes a 16-bit mono WAV header and the samples', () => {
    const bytes = wavBytes(Int16Array.from([1, -2, 3]), 16_000)
    const view = new DataView(bytes.buffer)
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF')
    expect(view.getUint32(24, true)).toBe(16_000)
    expect(view.getUint32(40, true)).toBe(6)
    expect(view.getInt16(46, true)).toBe(-2)
  })
})
