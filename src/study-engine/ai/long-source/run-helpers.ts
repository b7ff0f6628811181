/** Small pieces of a long-source run: linked abort, a cache of notes. */
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'

/** A controller that also aborts when `parent` does; `dispose` unhooks it. */
export function linkedAbort(parent: AbortSignal | undefined) {
  const controller = new AbortController()
  const onAbort = () => controller.abort(parent?.reason)
  if (parent?.aborted) controller.abort(parent.reason)
  else parent?.addEventListener('abort', onAbort, { once: true })
  return { controller, dispose: () => parent?.removeEventListener('abort', onAbort) }
}

/**
 * cyrb53: a fast 53-bit string hash, enough to key notes by the exact prompt they answer. Fed in
 * pieces (`update`), so a whole source can be hashed a passage at a time.
 */
export function createHash() {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  let length = 0
  const hash = {
    update(text: string) {
      // Locals, not the closure's variables, in the hot loop: V8 keeps them in registers.
      let a = h1
      let b = h2
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index)
        a = Math.imul(a ^ code, 2654435761)
        b = Math.imul(b ^ code, 1597334677)
      }
      h1 = a
      h2 = b
      length += text.length
      return hash
    },
    digest(): string {
      const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
      const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909)
      return `${(b >>> 0).toString(36)}${(a >>> 0).toString(36)}:${length}`
    },
  }
  return hash
}

export function hashText(text: string): string {
  return createHash().update(text).digest()
}

/**
 * Lets the page breathe during long synchronous work (planning the parts of 2,000,000
 * characters): `pause()` yields to the event loop once `sliceMs` have passed since the last
 * yield, so no task runs much longer than that and input, frames and progress go on.
 */
export function createYielder(sliceMs = 8) {
  let since = performance.now()
  return {
    async pause(): Promise<void> {
      if (performance.now() - since < sliceMs) return
      await yieldToEventLoop()
      since = performance.now()
    },
  }
}

export type Yielder = ReturnType<typeof createYielder>

/**
 * Notes already written, keyed by the hash of their request, so calling the same purpose again
 * after a failure only asks for the parts that failed. Bounded (oldest out first) by characters.
 */
export function createNotesCache(maxChars = 4_000_000) {
  const entries = new Map<string, string>()
  let chars = 0
  return {
    get(key: string): string | undefined {
      return entries.get(key)
    },
    set(key: string, notes: string) {
      if (entries.has(key)) return
      entries.set(key, notes)
      chars += notes.length
      for (const [oldKey, oldNotes] of entries) {
        if (chars <= maxChars) break
        entries.delete(oldKey)
        chars -= oldNotes.length
      }
    },
  }
}

export type NotesCache = ReturnType<typeof createNotesCache>

/**
 * `run` with a signal of its own that follows `parent`, dropped when it settles: the SDK hangs
 * a listener on the signal of every request, and dozens of parts must not pile them on one.
 */
export async function withChildSignal<T>(
  parent: AbortSignal,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { controller, dispose } = linkedAbort(parent)
  try {
    return await run(controller.signal)
  } finally {
    dispose()
  }
}
