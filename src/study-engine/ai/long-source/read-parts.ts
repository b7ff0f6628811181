import { AI_LIMITS } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import { ProviderError, toAppError, type AiPurpose } from '@/lib/ai/errors'
import type { StreamCallOptions } from '@/study-engine/types'
import { chunkSource, chunkSourceInSlices, type SourceChunk } from './chunk-source'
import type { LongSourceDeps, SpanBlock } from './long-source-deps'
import { LongSourceError } from './long-source-error'
import { chunkNotesMessages } from './notes-prompts'
import { createLimiter } from '@/lib/concurrency'
import { createYielder, hashText, withChildSignal } from './run-helpers'
import { contextLengthFailure, materialBudget, shrinkAfter, tooLongError } from './window-budget'

/**
 * The map step: notes on every part of the source, `concurrency` requests at a time. A part the
 * provider refuses as too long is cut smaller (the window shrinks) and read again; a part that
 * still fails after the client's retries is reported by its range once all others are done.
 */

/** Below this many tokens of material per part the model cannot be reasoned with. */
export const MIN_PART_TOKENS = 256

export interface ReadPartsInput {
  purpose: AiPurpose
  sourceKey: string
  passages: readonly SourcePassage[]
  /** Tag passages '[P3 | page 3]' so the notes, and the guide, can cite them. */
  numbered: boolean
  title?: string | undefined
  model: string
}

const notesRequest = (messages: ReturnType<typeof chunkNotesMessages>) => ({
  messages,
  maxTokens: AI_LIMITS.chunkNotes.maxTokens,
  temperature: AI_LIMITS.chunkNotes.temperature,
})

/** 401/403 and an exhausted quota fail every part alike: stop at once. */
function isFatal(error: ProviderError): boolean {
  if (error.failure === 'aborted') return true
  if (error.status === 401 || error.status === 403) return true
  return (
    error.status === 429 &&
    /insufficient_quota|exceeded your current quota/i.test(error.message + (error.code ?? ''))
  )
}

export function partBudget(title: string | undefined, window: number, numbered = false): number {
  return materialBudget(
    chunkNotesMessages({ label: '', text: '', numbered }, { title }),
    'chunkNotes',
    window,
  )
}

export async function readParts(
  deps: LongSourceDeps,
  input: ReadPartsInput,
  signal: AbortSignal,
  abortAll: () => void,
  options: StreamCallOptions | undefined,
): Promise<SpanBlock[]> {
  const tooLong = () => tooLongError(deps.state, input.purpose)
  const budget = () => partBudget(input.title, deps.state.window, input.numbered)
  if (budget() < MIN_PART_TOKENS) throw tooLong()
  // Planning a whole course is long work: it pauses for the page every few milliseconds.
  const yielder = createYielder()
  let plan =
    deps.plans.get(input.sourceKey) ??
    (await chunkSourceInSlices(input.passages, budget(), yielder, input.numbered))
  deps.plans.set(input.sourceKey, plan)

  const keyOf = (chunk: SourceChunk) =>
    hashText(`${input.model}\n${JSON.stringify(chunkNotesMessages(chunk, { title: input.title }))}`)
  const notes = new Map<SourceChunk, string>()
  for (const chunk of plan) {
    const cached = deps.cache.get(keyOf(chunk))
    if (cached !== undefined) notes.set(chunk, cached)
    await yielder.pause()
  }
  if (signal.aborted)
    throw toAppError(new ProviderError('aborted', 'Request aborted'), input.purpose)
  const started = performance.now()
  const doneAtStart = notes.size
  const report = () => {
    const next = plan.find((chunk) => !notes.has(chunk))
    const readNow = notes.size - doneAtStart
    const elapsed = performance.now() - started
    options?.onProgress?.({
      phase: 'reading',
      done: notes.size,
      total: plan.length,
      part: next?.passages ?? [],
      etaMs: readNow > 0 ? Math.round((elapsed / readNow) * (plan.length - notes.size)) : null,
    })
  }
  // A part planned for a larger window is cut again before it is sent.
  const replace = (chunk: SourceChunk, pieces: SourceChunk[]) => {
    const index = plan.indexOf(chunk)
    plan = [...plan.slice(0, index), ...pieces, ...plan.slice(index + 1)]
    deps.plans.set(input.sourceKey, plan)
  }
  const limit = createLimiter(deps.concurrency ?? 4)
  const failed = new Map<SourceChunk, unknown>()
  let fatal: unknown = null

  async function read(chunk: SourceChunk): Promise<void> {
    if (notes.has(chunk)) return
    if (chunk.tokens > budget()) {
      if (budget() < MIN_PART_TOKENS) throw tooLong()
      const pieces = chunkSource(chunk.passages, budget(), chunk.numbered)
      replace(chunk, pieces)
      report()
      await Promise.all(pieces.map(read))
      return
    }
    const chat = chunkNotesMessages(chunk, { title: input.title })
    const planned = deps.state.window
    try {
      const text = await limit(() => {
        if (signal.aborted) throw new ProviderError('aborted', 'Request aborted')
        return withChildSignal(
          signal,
          async (own) => (await deps.client.complete(notesRequest(chat), own)).text,
        )
      })
      notes.set(chunk, text.trim())
      deps.cache.set(keyOf(chunk), text.trim())
      report()
    } catch (error) {
      const refusal = contextLengthFailure(error)
      if (refusal && !signal.aborted) {
        shrinkAfter(deps.state, planned, refusal)
        return read(chunk)
      }
      if (error instanceof ProviderError && !isFatal(error)) {
        failed.set(chunk, error)
        return
      }
      fatal ??= error
      abortAll()
    }
  }

  report()
  await Promise.all(plan.map(read))
  if (fatal) throw toAppError(fatal, input.purpose)
  if (signal.aborted)
    throw toAppError(new ProviderError('aborted', 'Request aborted'), input.purpose)
  if (failed.size > 0) {
    const parts = plan.filter((chunk) => failed.has(chunk))
    throw new LongSourceError(
      parts.map((chunk) => chunk.passages),
      notes.size,
      plan.length,
      failed.get(parts[0] as SourceChunk),
    )
  }
  return plan.map((chunk) => ({
    first: chunk.passages[0] as SourcePassage,
    last: chunk.passages.at(-1) as SourcePassage,
    text: notes.get(chunk) ?? '',
  }))
}
