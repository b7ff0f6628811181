/**
 * The extraction invariant, test-only: every passage text is found in the file's content, in
 * order, and what no passage covers is returned, so a test can require it to be nothing but
 * whitespace (or PowerPoint's labels). A passage out of order or not in the content throws.
 */
import type { SourcePassage } from '@/lib/source'

export function uncoveredText(content: string, passages: readonly SourcePassage[]): string {
  let cursor = 0
  let uncovered = ''
  for (const passage of passages) {
    if (passage.text.trim() === '')
      throw new Error(`empty passage at ${JSON.stringify(passage.anchor)}`)
    const at = content.indexOf(passage.text, cursor)
    if (at < 0)
      throw new Error(`passage not found in order: ${JSON.stringify(passage.text.slice(0, 80))}`)
    uncovered += content.slice(cursor, at)
    cursor = at + passage.text.length
  }
  return uncovered + content.slice(cursor)
}
