import { createParser } from 'eventsource-parser'
import { ProviderError } from './errors'

/** A reply and whether it is complete. */
export interface ChatReply {
  text: string
  /**
   * The model stopped at max_tokens (`finish_reason: "length"`), or a stream ended without its
   * closing `[DONE]`: the text is the start of a longer answer.
   */
  cutOff: boolean
}

/**
 * Reads the server-sent events of a streamed chat completion (`stream: true`) and returns the
 * whole reply, `cutOff` when it is not complete: the model stopped at max_tokens
 * (`finish_reason: "length"`) or the stream ended without its closing `[DONE]`.
 * `onDelta` gets the text so far once per network read that added text, not once per event: a
 * read often holds many events (the whole reply, when it arrives in one burst).
 *
 * The SDK's own stream reader copies its buffer for every event (quadratic when a read holds
 * thousands of them) and passes each event through three async generators; this reader walks
 * each read once, so a 16 KB guide in 4,000 events costs the main thread a few milliseconds of
 * parsing instead of most of a second.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  let text = ''
  let finished = false
  let finishReason: string | null = null
  let failure: ProviderError | null = null
  const parser = createParser({
    onEvent(event) {
      if (finished || failure) return
      if (event.data.startsWith('[DONE]')) {
        finished = true
        return
      }
      const chunk = parseChunk(event.data)
      if (chunk instanceof ProviderError) failure = chunk
      else {
        text += chunk.content
        finishReason = chunk.finishReason ?? finishReason
      }
    },
  })

  const reader = body.getReader()
  const decoder = new TextDecoder()
  // Cancelling settles a pending read even when the body itself never notices the abort.
  const cancel = () => void reader.cancel().catch(() => undefined)
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    if (signal?.aborted) cancel()
    for (;;) {
      const { done, value } = await reader.read()
      if (done || signal?.aborted) break
      const before = text.length
      parser.feed(decoder.decode(value, { stream: true }))
      if (failure) throw failure
      if (text.length !== before) onDelta(text)
      if (finished) break
    }
    if (signal?.aborted) throw new ProviderError('aborted', 'Request aborted')
    // A last event without its closing blank line still counts.
    parser.feed(`${decoder.decode()}\n\n`)
    if (failure) throw failure
    return { text, cutOff: !finished || finishReason === 'length' }
  } catch (error) {
    if (signal?.aborted) throw new ProviderError('aborted', 'Request aborted', { cause: error })
    throw error
  } finally {
    signal?.removeEventListener('abort', cancel)
    if (!finished) cancel()
    reader.releaseLock()
  }
}

interface ChatChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]
  error?: { message?: string; code?: string | number | null; type?: string }
}

/**
 * The content one event adds and the finish reason it gives, or the error it reports (some
 * providers fail mid-stream).
 */
function parseChunk(
  data: string,
): { content: string; finishReason: string | null } | ProviderError {
  let chunk: ChatChunk
  try {
    chunk = JSON.parse(data) as ChatChunk
  } catch (error) {
    return new ProviderError('unknown', 'The provider sent an unreadable stream event', {
      cause: error,
    })
  }
  if (chunk.error) {
    const { message, code, type } = chunk.error
    return new ProviderError('unknown', message ?? 'The provider reported an error', {
      code: code === null || code === undefined ? undefined : String(code),
      type,
    })
  }
  const choice = chunk.choices?.[0]
  const content = choice?.delta?.content
  const finishReason = choice?.finish_reason
  return {
    content: typeof content === 'string' ? content : '',
    finishReason: typeof finishReason === 'string' ? finishReason : null,
  }
}
