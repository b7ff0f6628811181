/**
 * Passes a provider's server-sent events to the caller byte for byte, while
 *   - reading along for what the reply cost (the `usage` event, else the text's length);
 *   - ending the reply when the provider stays silent for `idleMs`: the caller then receives an
 *     OpenAI-style error event (the app reports it like any provider failure), and the request
 *     to the provider is aborted;
 *   - aborting the provider's request when the caller goes away.
 */

export interface StreamOutcome {
  /** `usage.total_tokens` when the provider reported it. */
  usageTokens: number | undefined
  /** Characters of reply text seen. */
  completionChars: number
  timedOut: boolean
  /** The caller went away before the reply ended. */
  cancelled: boolean
}

export const TIMEOUT_EVENT = `data: ${JSON.stringify({
  error: {
    message: 'The AI provider stopped responding.',
    type: 'provider_timeout',
    code: 'provider_timeout',
  },
})}\n\n`

interface StreamChunk {
  usage?: { total_tokens?: unknown } | null
  choices?: { delta?: { content?: unknown } }[]
}

function eventReader(onChunk: (chunk: StreamChunk) => void) {
  const decoder = new TextDecoder()
  let pending = ''
  const line = (text: string) => {
    if (!text.startsWith('data:')) return
    const data = text.slice(5).trim()
    if (data === '' || data === '[DONE]') return
    try {
      onChunk(JSON.parse(data) as StreamChunk)
    } catch {
      // Not ours to judge: the caller receives the bytes unchanged.
    }
  }
  return {
    feed(bytes: Uint8Array) {
      pending += decoder.decode(bytes, { stream: true })
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const text of lines) line(text.replace(/\r$/, ''))
    },
    end() {
      line((pending + decoder.decode()).replace(/\r$/, ''))
      pending = ''
    },
  }
}

const SILENT = Symbol('silent')

export function relayStream(
  body: ReadableStream<Uint8Array>,
  options: { idleMs: number; abortUpstream: () => void; onEnd: (outcome: StreamOutcome) => void },
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let usageTokens: number | undefined
  let completionChars = 0
  const events = eventReader((chunk) => {
    const total = chunk.usage?.total_tokens
    // Some stand-ins report 0: no provider bills nothing for a reply, so that counts as unknown.
    if (typeof total === 'number' && total > 0) usageTokens = total
    const content = chunk.choices?.[0]?.delta?.content
    if (typeof content === 'string') completionChars += content.length
  })
  let ended = false
  const end = (timedOut: boolean, cancelled = false) => {
    if (ended) return
    ended = true
    options.onEnd({ usageTokens, completionChars, timedOut, cancelled })
  }
  const stopUpstream = () => {
    options.abortUpstream()
    reader.cancel().catch(() => undefined)
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const silence = new Promise<typeof SILENT>((resolve) => {
        timer = setTimeout(() => resolve(SILENT), options.idleMs)
      })
      let next: ReadableStreamReadResult<Uint8Array> | typeof SILENT
      try {
        next = await Promise.race([reader.read(), silence])
      } catch {
        // The provider's connection broke: end the reply as it stands.
        events.end()
        controller.close()
        end(false)
        return
      } finally {
        clearTimeout(timer)
      }
      if (next === SILENT) {
        controller.enqueue(new TextEncoder().encode(TIMEOUT_EVENT))
        controller.close()
        stopUpstream()
        end(true)
        return
      }
      if (next.done) {
        events.end()
        controller.close()
        end(false)
        return
      }
      events.feed(next.value)
      controller.enqueue(next.value)
    },
    cancel() {
      stopUpstream()
      end(false, true)
    },
  })
}
