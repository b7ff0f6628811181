/**
 * Splits streamed markdown into blocks at blank lines outside code fences. While a guide
 * streams, every finished block keeps its rendered output and only the last one is parsed
 * again, so a frame costs the size of one paragraph instead of the whole guide.
 */
export function splitMarkdownBlocks(text: string): string[] {
  const blocks: string[] = []
  let current: string[] = []
  let inFence = false
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (!inFence && line.trim() === '') {
      if (current.length > 0) blocks.push(current.join('\n'))
      current = []
    } else {
      current.push(line)
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'))
  return blocks
}
