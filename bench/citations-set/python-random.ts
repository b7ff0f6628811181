/**
 * Python's `random.Random(seed).shuffle`, bit for bit: the Mersenne Twister (MT19937) seeded as
 * CPython seeds it from a non-negative integer (`init_by_array` over its 32-bit words), and
 * `shuffle`'s Fisher–Yates over `_randbelow` (rejection sampling on `getrandbits`). The citation
 * set's split was drawn with it in Python; this lets the tests redraw it.
 */

const N = 624
const M = 397

class MersenneTwister {
  private readonly state = new Uint32Array(N)
  private index = N + 1

  constructor(seed: number) {
    const key: number[] = []
    for (let rest = seed; rest > 0 || key.length === 0; rest = Math.floor(rest / 2 ** 32))
      key.push(rest % 2 ** 32)
    this.initByArray(key)
  }

  private initGenrand(seed: number) {
    const mt = this.state
    mt[0] = seed >>> 0
    for (let i = 1; i < N; i++) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30)
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0
    }
    this.index = N
  }

  private initByArray(key: readonly number[]) {
    const mt = this.state
    this.initGenrand(19650218)
    let i = 1
    let j = 0
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30)
      mt[i] = (((mt[i] as number) ^ Math.imul(prev, 1664525)) + (key[j] as number) + j) >>> 0
      i++
      j++
      if (i >= N) {
        mt[0] = mt[N - 1] as number
        i = 1
      }
      if (j >= key.length) j = 0
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30)
      mt[i] = (((mt[i] as number) ^ Math.imul(prev, 1566083941)) - i) >>> 0
      i++
      if (i >= N) {
        mt[0] = mt[N - 1] as number
        i = 1
      }
    }
    mt[0] = 0x80000000
  }

  private twist() {
    const mt = this.state
    for (let k = 0; k < N; k++) {
      const y = ((mt[k] as number) & 0x80000000) | ((mt[(k + 1) % N] as number) & 0x7fffffff)
      mt[k] = (mt[(k + M) % N] as number) ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0)
    }
    this.index = 0
  }

  uint32(): number {
    if (this.index >= N) this.twist()
    let y = this.state[this.index++] as number
    y ^= y >>> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    y ^= y >>> 18
    return y >>> 0
  }

  /** Python's `getrandbits(k)` for 1 ≤ k ≤ 32. */
  bits(k: number): number {
    return this.uint32() >>> (32 - k)
  }

  /** Python's `_randbelow(n)`: uniform in [0, n). */
  below(n: number): number {
    const k = n.toString(2).length
    let r = this.bits(k)
    while (r >= n) r = this.bits(k)
    return r
  }
}

/** A generator that shuffles as `random.Random(seed).shuffle` does, call after call. */
export function pythonRandom(seed: number) {
  const twister = new MersenneTwister(seed)
  return {
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = twister.below(i + 1)
        ;[items[i], items[j]] = [items[j] as T, items[i] as T]
      }
      return items
    },
  }
}
