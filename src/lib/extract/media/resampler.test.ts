import { Resampler } from './resampler'

const tone = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  )

/** Resampled in uneven blocks, as a decoder hands them out. */
function resample(input: Float32Array, from: number, to: number): Float32Array {
  const resampler = new Resampler(from, to)
  const parts: Float32Array[] = []
  for (let at = 0, size = 1000; at < input.length; at += size, size = size === 1000 ? 1152 : 1000)
    parts.push(resampler.push(input.subarray(at, at + size)))
  parts.push(resampler.flush())
  const out = new Float32Array(parts.reduce((n, part) => n + part.length, 0))
  let at = 0
  for (const part of parts) out.set(part, (at += part.length) - part.length)
  return out
}

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length)

/** Correlation with a sine of `hz` at `rate`: the tone's amplitude in the signal. */
function amplitudeAt(samples: Float32Array, hz: number, rate: number): number {
  let re = 0
  let im = 0
  samples.forEach((x, i) => {
    re += x * Math.cos((2 * Math.PI * hz * i) / rate)
    im += x * Math.sin((2 * Math.PI * hz * i) / rate)
  })
  return (2 * Math.hypot(re, im)) / samples.length
}

describe('Resampler', () => {
  it.each([44_100, 48_000, 22_050, 16_000])('keeps a 440 Hz tone from %i Hz', (rate) => {
    const out = resample(tone(440, rate, 2), rate, 16_000)
    expect(out.length).toBeGreaterThanOrEqual(31_990)
    expect(out.length).toBeLessThanOrEqual(32_010)
    expect(amplitudeAt(out.subarray(1000, 31_000), 440, 16_000)).toBeCloseTo(1, 1)
  })

  it('removes what lies above 8 kHz instead of folding it into speech', () => {
    // 11 kHz at 44.1 kHz would fold to 5 kHz in a plain decimation.
    const out = resample(tone(11_000, 44_100, 1), 44_100, 16_000)
    expect(rms(out.subarray(500, 15_500))).toBeLessThan(0.02)
    expect(amplitudeAt(out.subarray(500, 15_500), 5_000, 16_000)).toBeLessThan(0.01)
  })
})
