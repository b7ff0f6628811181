import { stripInline } from '@/study-engine/text/sentences'
import { tokenize } from '@/study-engine/text/tokens'

/**
 * The name a guide point is known by, from its markdown or from the text it renders to alike:
 * its words, lower-cased (markup, punctuation and link targets do not count). A guide's stored
 * citations are keyed by it, and the view finds them again for each list item or paragraph.
 */
export function itemKey(text: string): string {
  return tokenize(stripInline(text))
    .map((token) => token.lower)
    .join(' ')
    .slice(0, 240)
}
