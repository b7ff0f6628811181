import { AI_LIMITS } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import type { ChatMessage } from '@/lib/ai/client'
import type { StreamCallOptions } from '@/study-engine/types'
import { condenseRound, toNoteBlock } from './condense-notes'
import { estimateTokens } from './estimate-tokens'
import type { LongSourceDeps, SpanBlock } from './long-source-deps'
import type { NoteBlock } from './notes-prompts'
import { readParts } from './read-parts'
import { createHash, createYielder, linkedAbort } from './run-helpers'
import { contextLengthFailure, fitsWindow, shrinkAfter, tooLongError } from './window-budget'

/**
 * A guide from material larger than the window: notes per part (map), merged in rounds until
 * they fit one request (reduce), then the guide from the notes, streamed through the engine's
 * usual path. One AbortSignal stops every request in flight; a failure anywhere stops the rest.
 */

export interface LongGuideRequest {
  purpose: 'studyGuide' | 'combinedGuide'
  passages: readonly SourcePassage[]
  /** The passages are the guide's source: tag them '[P3 | page 3]' for citations. */
  numbered: boolean
  title?: string | undefined
  model: string
  /** The final request, built from the notes (the purpose's own prompt). */
  finalMessages: (notes: NoteBlock[]) => ChatMessage[]
}

const MAX_ROUNDS = 8

const totalTokens = (blocks: readonly SpanBlock[]) =>
  blocks.reduce((sum, block) => sum + estimateTokens(block.text), 0)

/**
 * The key of a source's part plan: same model, purpose, numbering, title and passages → same
 * parts. Hashed a passage at a time, pausing for the page now and then (a course is megabytes).
 */
async function sourceKey(request: LongGuideRequest): Promise<string> {
  const hash = createHash().update(
    `${request.model}\n${request.purpose}\n${request.numbered}\n${request.title ?? ''}`,
  )
  const yielder = createYielder()
  for (const p of request.passages) {
    hash.update(`\n${p.file ?? ''}|${JSON.stringify(p.anchor)}|${p.text}`)
    await yielder.pause()
  }
  return hash.digest()
}

export async function writeLongGuide(
  deps: LongSourceDeps,
  request: LongGuideRequest,
  options: StreamCallOptions | undefined,
): Promise<string> {
  const { controller, dispose } = linkedAbort(options?.signal)
  const signal = controller.signal
  const abortAll = () => controller.abort()
  try {
    let blocks = await readParts(
      deps,
      { ...request, sourceKey: await sourceKey(request) },
      signal,
      abortAll,
      options,
    )
    let round = 0
    for (;;) {
      const final = request.finalMessages(blocks.map(toNoteBlock))
      if (!fitsWindow(final, request.purpose, deps.state.window)) {
        round += 1
        const before = totalTokens(blocks)
        if (round > MAX_ROUNDS) throw tooLongError(deps.state, request.purpose)
        blocks = await condenseRound(
          deps,
          { purpose: request.purpose, title: request.title, model: request.model, round },
          blocks,
          signal,
          options,
        )
        // Notes that no longer shrink will never fit: say so rather than loop.
        if (totalTokens(blocks) >= before) throw tooLongError(deps.state, request.purpose)
        continue
      }
      options?.onProgress?.({ phase: 'writing' })
      const planned = deps.state.window
      try {
        return await deps.stream(request.purpose, final, { ...options, signal })
      } catch (error) {
        const refusal = contextLengthFailure(error)
        if (!refusal || signal.aborted) throw error
        shrinkAfter(deps.state, planned, refusal)
        if (deps.state.window <= AI_LIMITS[request.purpose].maxTokens) throw error
      }
    }
  } catch (error) {
    abortAll()
    throw error
  } finally {
    dispose()
  }
}
