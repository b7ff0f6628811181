import type { ChatMessage } from '@/lib/ai/client'
import type { ChatReply } from '@/lib/ai/read-chat-stream'
import { parseJsonArray } from './parse-json-array'

/**
 * Replies that were cut off: the model stopped at max_tokens, or the stream
 * ended without `[DONE]`. A text is continued: the model is shown what it wrote and asked to go
 * on, up to MAX_CONTINUATIONS times, and the parts are joined without the words it repeats. A
 * JSON array (quiz, flashcards) keeps its complete items and asks again for the missing ones.
 */

export const MAX_CONTINUATIONS = 2

export const CONTINUE_INSTRUCTION =
  'Your reply was cut off. Continue exactly where it stopped: do not repeat anything already written and add no introduction.'

/** The conversation that asks the model to go on from `soFar`. */
export function continuationChat(chat: ChatMessage[], soFar: string): ChatMessage[] {
  return [
    ...chat,
    { role: 'assistant', content: soFar },
    { role: 'user', content: CONTINUE_INSTRUCTION },
  ]
}

/** The shortest repeat worth removing: a shorter match is more likely chance than a repeat. */
const MIN_OVERLAP = 8
const MAX_OVERLAP = 400

/**
 * `before` followed by its continuation `after`. Models often start a continuation by repeating
 * the end of what they wrote (the last words, or the whole last line); that repeat is dropped.
 */
export function joinContinuation(before: string, after: string): string {
  if (before === '') return after
  const start = after.trimStart()
  const longest = Math.min(MAX_OVERLAP, before.length, start.length)
  for (let size = longest; size >= MIN_OVERLAP; size--) {
    if (before.endsWith(start.slice(0, size))) return before + start.slice(size)
  }
  // A new line or paragraph the model begins with is kept; otherwise the text goes on as is.
  return before + after
}

/**
 * The guide with the cut-off note ('This guide was cut off: …', `progress.cutOffNote` in the
 * student's language) as its last paragraph.
 */
export function withCutOffNote(guide: string, note: string): string {
  return `${guide.trimEnd()}\n\n> ${note}`
}

/** The request's last user message, asking for items other than those already written. */
export function askingForOthers(chat: ChatMessage[], written: string[]): ChatMessage[] {
  const index = chat.findLastIndex((message) => message.role === 'user')
  const last = chat[index]
  if (!last || written.length === 0) return chat
  const list = written.map((item) => `- ${item}`).join('\n')
  const content = `${last.content}\n\nThese are already written; write different ones, in the same JSON format:\n${list}`
  return chat.with(index, { ...last, content })
}

export interface ItemsRequest<T> {
  count: number
  /** The first request. */
  first: () => Promise<ChatReply>
  /** A request for `missing` more items, other than those written so far. */
  more: (missing: number, written: T[]) => Promise<ChatReply>
  /** zod validation: the valid items, at most `limit`. */
  validate: (items: unknown[], limit: number) => T[]
  /** What makes two items the same (a question's text, a card's front). */
  key: (item: T) => string
}

/** The items of a JSON-array purpose; a cut-off reply is completed by asking for the rest. */
export async function completeItems<T>(request: ItemsRequest<T>): Promise<{
  items: T[]
  /** The first reply, for the error report when no item was valid. */
  reply: string
}> {
  const first = await request.first()
  let items = request.validate(parseJsonArray(first.text) ?? [], request.count)
  let last = first
  for (let round = 0; round < MAX_CONTINUATIONS; round++) {
    if (!last.cutOff || items.length >= request.count) break
    const missing = request.count - items.length
    last = await request.more(missing, items)
    const seen = new Set(items.map(request.key))
    const more = request
      .validate(parseJsonArray(last.text) ?? [], missing)
      .filter((item) => !seen.has(request.key(item)))
    items = [...items, ...more].slice(0, request.count)
  }
  return { items, reply: first.text }
}
