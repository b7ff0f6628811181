import { AI_LIMITS } from '@/config/limits'
import { ProviderError, toAppError, type AiPurpose } from '@/lib/ai/errors'
import type { StreamCallOptions } from '@/study-engine/types'
import { rangeLabel } from './anchor-range'
import { estimateTokens } from './estimate-tokens'
import type { LongSourceDeps, SpanBlock } from './long-source-deps'
import { mergeNotesMessages, type NoteBlock } from './notes-prompts'
import { createLimiter } from '@/lib/concurrency'
import { hashText, withChildSignal } from './run-helpers'
import { contextLengthFailure, materialBudget, shrinkAfter } from './window-budget'

/**
 * The reduce step, one round: neighbouring notes merged in groups that fit one request, so
 * each round leaves fewer, shorter blocks. The caller repeats rounds until the guide's request
 * fits. Merged notes are cached like part notes, so a retry skips finished merges.
 */

export const toNoteBlock = (block: SpanBlock): NoteBlock => ({
  label: rangeLabel([block.first, block.last]),
  text: block.text,
})

/** A block's cost inside the merge prompt: its text, its fence and label. */
const blockTokens = (block: SpanBlock) =>
  estimateTokens(block.text) + estimateTokens(toNoteBlock(block).label) * 2 + 8

export function groupBlocks(blocks: readonly SpanBlock[], budget: number): SpanBlock[][] {
  const groups: SpanBlock[][] = []
  let current: SpanBlock[] = []
  let used = 0
  for (const block of blocks) {
    const cost = blockTokens(block)
    if (current.length > 0 && used + cost > budget) {
      groups.push(current)
      current = []
      used = 0
    }
    current.push(block)
    used += cost
  }
  if (current.length > 0) groups.push(current)
  return groups
}

export interface CondenseInput {
  purpose: AiPurpose
  title?: string | undefined
  model: string
  round: number
}

export async function condenseRound(
  deps: LongSourceDeps,
  input: CondenseInput,
  blocks: readonly SpanBlock[],
  signal: AbortSignal,
  options: StreamCallOptions | undefined,
): Promise<SpanBlock[]> {
  const frame = mergeNotesMessages([], { title: input.title })
  const budget = () => materialBudget(frame, 'chunkNotes', deps.state.window)
  const groups = groupBlocks(blocks, budget())
  const limit = createLimiter(deps.concurrency ?? 4)
  let done = 0
  const started = performance.now()
  const report = () =>
    options?.onProgress?.({
      phase: 'condensing',
      round: input.round,
      done,
      total: groups.length,
      etaMs:
        done > 0
          ? Math.round(((performance.now() - started) / done) * (groups.length - done))
          : null,
    })

  async function merge(group: SpanBlock[]): Promise<SpanBlock[]> {
    const chat = mergeNotesMessages(group.map(toNoteBlock), { title: input.title })
    const key = hashText(`${input.model}\n${JSON.stringify(chat)}`)
    const first = group[0] as SpanBlock
    const last = group.at(-1) as SpanBlock
    let text = deps.cache.get(key)
    if (text === undefined) {
      const planned = deps.state.window
      try {
        text = await limit(() => {
          if (signal.aborted) throw new ProviderError('aborted', 'Request aborted')
          return withChildSignal(signal, async (own) => {
            const reply = await deps.client.complete(
              {
                messages: chat,
                maxTokens: AI_LIMITS.chunkNotes.maxTokens,
                temperature: AI_LIMITS.chunkNotes.temperature,
              },
              own,
            )
            return reply.text
          })
        })
      } catch (error) {
        const refusal = contextLengthFailure(error)
        if (!refusal || signal.aborted || group.length < 2) throw toAppError(error, input.purpose)
        // Too much for one merge after all: smaller window, two halves.
        shrinkAfter(deps.state, planned, refusal)
        const half = Math.ceil(group.length / 2)
        return [...(await merge(group.slice(0, half))), ...(await merge(group.slice(half)))]
      }
      text = text.trim()
      deps.cache.set(key, text)
    }
    done++
    report()
    return [{ first: first.first, last: last.last, text }]
  }

  report()
  return (await Promise.all(groups.map(merge))).flat()
}
