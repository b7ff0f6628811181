import type { ChatMessage } from '@/lib/ai/client'
import { fence } from '../prompts'
import { followLanguageOf } from '../reply-language'

/**
 * Prompts of the 'chunkNotes' purpose: notes on one part of a long source (map), and notes
 * merged from several parts' notes (reduce). Both keep the anchor tags ('[page 12]') on every
 * point, so the guide, and later citations, can say where each fact comes from.
 */

export interface NoteBlock {
  /** 'pages 3–7' */
  label: string
  text: string
  /** The material's passages are numbered ('[P12 | page 12]'): notes cite them as '[P12]'. */
  numbered?: boolean
}

const TAG_RULE =
  'End every bullet with the tag of the place it comes from, in square brackets, exactly as the material marks it (for example [page 12]); when a point draws on several places, list them ([page 3; page 7]).'

const NUMBER_RULE =
  'End every bullet with the number of the passage it comes from, in square brackets, as the tag above that passage gives it (for example [P12] for a passage tagged [P12 | page 12]); when a point draws on several passages, list them ([P3][P7]).'

const KEEP_RULE =
  'Keep every definition, fact, name, date, number, formula and example the material states, in its own words where precision matters; drop filler and repetition. Do not add anything the material does not say.'

/** No part numbers in the prompt: a retry keys its cache on the exact request. */
export function chunkNotesMessages(
  chunk: NoteBlock,
  context: { title?: string | undefined },
): ChatMessage[] {
  const title = context.title?.trim()
  return [
    {
      role: 'system',
      content: `You take precise study notes on one part of a long document; a study guide will later be written from the notes of all parts. ${KEEP_RULE} Write short "- " bullet points, grouped under "### " headings when the topic changes. ${chunk.numbered ? NUMBER_RULE : TAG_RULE} ${followLanguageOf('the material')} Output only the notes.`,
    },
    {
      role: 'user',
      content: `${title ? `Document: ${title}\n` : ''}Part: ${chunk.label}. Take notes on this material:\n\n${fence('MATERIAL', chunk.text)}`,
    },
  ]
}

export function mergeNotesMessages(
  blocks: readonly NoteBlock[],
  context: { title?: string | undefined },
): ChatMessage[] {
  const title = context.title?.trim()
  const parts = blocks.map((block) => fence(`NOTES ${block.label}`, block.text)).join('\n\n')
  return [
    {
      role: 'system',
      content: `You merge study notes taken on consecutive parts of a long document into one shorter set of notes; a study guide will later be written from them. ${KEEP_RULE} Merge points that say the same thing. Keep "- " bullet points under "### " headings. Keep the place tags in square brackets on every point, combining them when points merge. ${followLanguageOf('the notes')} Output only the merged notes.`,
    },
    {
      role: 'user',
      content: `${title ? `Document: ${title}\n` : ''}Merge these notes:\n\n${parts}`,
    },
  ]
}
