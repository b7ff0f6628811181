import { AUDIO_OVERVIEW_WORDS } from '@/config/limits'
import { z } from '@/lib/zod'
import type { ChatMessage } from '@/lib/ai/client'
import type { AudioScriptInput, AudioScriptLine } from '@/study-engine/types'
import { fence, guideSourceToCite } from './prompts'
import { followLanguageOf } from './reply-language'
import { claimSchema } from './schemas'

/**
 * The AI engine's audio overview (issue 46): two hosts talk the guide through, written as one
 * JSON array of spoken lines, each with the passage it rests on ("source", "quote"), which the
 * app checks as it checks every quiz question.
 */

const SPEAKER = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.union([
    z.enum(['host', 'guest']),
    z.enum(['a', 'host a', 'speaker 1', '1']).transform(() => 'host' as const),
    z.enum(['b', 'host b', 'speaker 2', '2']).transform(() => 'guest' as const),
  ]),
)

const lineSchema = z.object({
  speaker: SPEAKER,
  text: z.string().trim().min(1),
  claim: claimSchema,
})

/** The model's lines; a line that does not parse is dropped, the rest kept in order. */
export function validateAudioLines(items: readonly unknown[]): AudioScriptLine[] {
  const lines: AudioScriptLine[] = []
  for (const item of items) {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {}
    const parsed = lineSchema.safeParse({
      speaker: record.speaker,
      text: record.text,
      claim: { ref: record.source ?? record.ref, quote: record.quote },
    })
    if (!parsed.success) continue
    const { claim, ...line } = parsed.data
    lines.push(claim.ref || claim.quote ? { ...line, claim } : line)
  }
  return lines
}

export function audioScriptMessages(input: AudioScriptInput): ChatMessage[] {
  const passages = guideSourceToCite(input.source)
  const words = AUDIO_OVERVIEW_WORDS[input.length]
  const cite = passages
    ? ' Each element also has "source": the number of the source passage the line rests on, as its tag gives it (e.g. "P3"), and "quote": the exact words of that passage (one sentence) it rests on; a line that only asks or links has "source": null and "quote": null.'
    : ''
  const focus = input.focus?.trim()
    ? ` Spend most of the time on this focus the student asked for: ${input.focus.trim()}.`
    : ''
  const material = passages
    ? `${fence('GUIDE', input.content)}\n\n${fence('SOURCE PASSAGES', passages)}`
    : fence('GUIDE', input.content)
  return [
    {
      role: 'system',
      content: `You write the script of an audio overview: two hosts talk a student's study guide through. "host" explains; "guest" asks what a student would ask and sums up. Reply with ONLY a JSON array, no prose and no code fences. Each element: {"speaker": "host" | "guest", "text": one or two spoken sentences}.${cite} Write for the ear: no markdown, no lists, formulas said in words. Stay faithful to the material; do not invent facts it does not support. ${followLanguageOf('the guide')}`,
    },
    {
      role: 'user',
      content: `Write an audio overview of "${input.title.trim()}" of about ${words} words in all.${focus}\n\n${material}`,
    },
  ]
}
