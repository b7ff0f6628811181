/**
 * Mono audio from any sample rate to `outRate` (16 kHz, what speech recognisers read), streamed
 * block by block: a windowed-sinc low-pass at the lower Nyquist frequency (so 44.1/48 kHz
 * recordings do not fold their highs into speech), evaluated from a table of kernels for
 * PHASES fractional positions.
 */
const ZERO_CROSSINGS = 8
const PHASES = 128

function kernelTable(cutoff: number, halfWidth: number): Float32Array[] {
  const table: Float32Array[] = []
  for (let phase = 0; phase < PHASES; phase++) {
    const fraction = phase / PHASES
    const kernel = new Float32Array(halfWidth * 2)
    let sum = 0
    for (let k = 0; k < halfWidth * 2; k++) {
      // Tap k sits at input offset (k - halfWidth + 1) from floor(t); distance from t:
      const x = k - halfWidth + 1 - fraction
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth) // Hann over ±halfWidth
      const arg = Math.PI * x * cutoff
      const sinc = arg === 0 ? 1 : Math.sin(arg) / arg
      kernel[k] = Math.abs(x) >= halfWidth ? 0 : sinc * window
      sum += kernel[k] ?? 0
    }
    for (let k = 0; k < kernel.length; k++) kernel[k] = (kernel[k] ?? 0) / sum
    table.push(kernel)
  }
  return table
}

export class Resampler {
  private readonly step: number
  private readonly halfWidth: number
  private readonly table: Float32Array[]
  /** Input not yet fully used, and the input index of its first sample. */
  private pending = new Float32Array(0)
  private pendingStart = 0
  /** Position in the input of the next output sample. */
  private position = 0

  constructor(inRate: number, outRate: number) {
    this.step = inRate / outRate
    const cutoff = Math.min(1, outRate / inRate) * 0.95
    this.halfWidth = Math.ceil(ZERO_CROSSINGS / cutoff)
    this.table = kernelTable(cutoff, this.halfWidth)
  }

  /** The output for `input`, as far as the filter can see (the rest comes with later input). */
  push(input: Float32Array): Float32Array {
    const joined = new Float32Array(this.pending.length + input.length)
    joined.set(this.pending)
    joined.set(input, this.pending.length)
    return this.run(joined)
  }

  /** The last samples, the signal taken as silent after the end. */
  flush(): Float32Array {
    const realEnd = this.pendingStart + this.pending.length
    const padded = new Float32Array(this.pending.length + this.halfWidth)
    padded.set(this.pending)
    return this.run(padded, realEnd)
  }

  /** Outputs whose filter lies within `buffer` (and, when flushing, before `realEnd`). */
  private run(buffer: Float32Array, realEnd = Infinity): Float32Array {
    const h = this.halfWidth
    const end = this.pendingStart + buffer.length
    const count = Math.max(
      0,
      Math.ceil((Math.min(end - h, realEnd) - this.position) / this.step) + 1,
    )
    const out = new Float32Array(count)
    let written = 0
    while (written < count && Math.floor(this.position) + h < end && this.position < realEnd) {
      const base = Math.floor(this.position)
      const phase = Math.min(PHASES - 1, Math.round((this.position - base) * PHASES))
      const kernel = this.table[phase] as Float32Array
      const first = base - h + 1 - this.pendingStart
      const from = Math.max(0, -first)
      let acc = 0
      for (let k = from; k < 2 * h; k++)
        acc += (buffer[first + k] as number) * (kernel[k] as number)
      out[written++] = acc
      this.position += this.step
    }
    // Keep the samples the next outputs still reach back to.
    const keepFrom = Math.max(this.pendingStart, Math.floor(this.position) - h + 1)
    this.pending = buffer.slice(keepFrom - this.pendingStart)
    this.pendingStart = keepFrom
    return out.subarray(0, written)
  }
}
