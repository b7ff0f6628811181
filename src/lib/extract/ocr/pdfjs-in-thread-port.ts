/**
 * The channel between pdf.js's API and pdf.js's worker code when both run on one thread (in our
 * OCR workers, where pdf.js draws pages, and in tests). pdf.js's own stand-in for a worker (its
 * LoopbackPort) copies every message with structuredClone, as a real worker boundary would.
 * Messages of plain data (objects, arrays, strings and numbers) are copied here by a loop
 * instead; anything else (typed arrays, Maps, errors, messages that transfer buffers) still goes
 * through structuredClone.
 *
 * A copy is still needed: pdf.js reuses what it sent (a text chunk's object gets new items right
 * after it is sent), so handing over the sender's objects would change what the other side reads.
 */

type Listener = (this: InThreadPort, event: { data: unknown }) => void

/** Deeper than any message pdf.js sends; a deeper (or cyclic) message goes to structuredClone. */
const MAX_PLAIN_DEPTH = 32

class NotPlainData extends Error {}

function copyPlain(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'function' || typeof value === 'symbol') throw new NotPlainData()
    return value
  }
  if (depth > MAX_PLAIN_DEPTH) throw new NotPlainData()
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index += 1) {
      copy[index] = copyPlain(value[index], depth + 1)
    }
    return copy
  }
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) throw new NotPlainData()
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    copy[key] = copyPlain((value as Record<string, unknown>)[key], depth + 1)
  }
  return copy
}

/** What the receiving side of a worker would get: a deep copy, as structuredClone makes it. */
export function copyMessage(message: unknown): unknown {
  try {
    return copyPlain(message, 0)
  } catch (error) {
    if (!(error instanceof NotPlainData)) throw error
    return structuredClone(message)
  }
}

/** A MessagePort-like pair of ends in one object, as pdf.js's PDFWorker `port` option expects. */
export class InThreadPort {
  readonly #listeners = new Map<Listener, (() => void) | null>()
  readonly #settled = Promise.resolve()

  postMessage(message: unknown, transfer?: Transferable[] | null): void {
    const data = transfer?.length ? structuredClone(message, { transfer }) : copyMessage(message)
    const event = { data }
    // Delivered later, never inside the sender's call, as a real port does.
    void this.#settled.then(() => {
      for (const listener of this.#listeners.keys()) listener.call(this, event)
    })
  }

  addEventListener(
    _type: 'message',
    listener: Listener,
    options?: { signal?: AbortSignal } | null,
  ): void {
    const signal = options?.signal
    if (signal?.aborted) return
    let stopListening: (() => void) | null = null
    if (signal) {
      const onAbort = () => this.removeEventListener('message', listener)
      signal.addEventListener('abort', onAbort, { once: true })
      stopListening = () => signal.removeEventListener('abort', onAbort)
    }
    this.#listeners.set(listener, stopListening)
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.get(listener)?.()
    this.#listeners.delete(listener)
  }

  terminate(): void {
    for (const stopListening of this.#listeners.values()) stopListening?.()
    this.#listeners.clear()
  }
}
