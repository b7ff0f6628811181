import { memo } from 'react'
import { Markdown } from '@/components/ui/markdown'
import { splitMarkdownBlocks } from '../model/markdown-blocks'

const Block = memo(function Block({ source }: { source: string }) {
  // The preview sits in a section under the page's h1 and the section's h2.
  return <Markdown headingOffset={2}>{source}</Markdown>
})

/**
 * Markdown that grows while it streams: finished blocks are memoised, only the last is
 * re-rendered. `data-streamed-length` lets the streaming benchmark see what has been painted.
 */
export function StreamingMarkdown({ text }: { text: string }) {
  const blocks = splitMarkdownBlocks(text)
  return (
    <div data-streamed-length={text.length}>
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the index is a stable identity.
        <Block key={index} source={block} />
      ))}
    </div>
  )
}
