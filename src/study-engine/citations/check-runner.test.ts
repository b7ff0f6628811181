import type { SourcePassage } from '@/lib/source'
import { checkItems } from './check'
import { citeGuide, citeItems, citeReply } from './check-runner'

const page = (n: number, text: string): SourcePassage => ({ anchor: { kind: 'page', n }, text })
const filler = (n: number) =>
  `Page ${n} keeps filler prose about unrelated matters of lecture logistics number ${n}. `.repeat(
    40,
  )

describe('the citation check runner', () => {
  // jsdom has no Worker: a source, which a browser checks in the worker, is checked here.
  const large = [
    ...Array.from({ length: 12 }, (_, i) => page(i + 1, filler(i + 1))),
    page(13, 'Moraines mark where a glacier once stopped.'),
  ]
  const items = [{ text: 'What do moraines mark?', claim: { ref: 'P13' } }]

  it('checks a large source where no worker can start, with the same result', async () => {
    expect(await citeItems(large, items)).toEqual(checkItems(large, items))
    const [citations] = await citeItems(large, items)
    expect(citations?.[0]).toMatchObject({ status: 'verified', anchor: { kind: 'page', n: 13 } })
  })

  it('cites a guide and a tutor reply, taking the markers out', async () => {
    const guide = await citeGuide(
      large,
      '## Overview\nx\n\n## Key Concepts\n- **Moraines**: mark where a glacier once stopped [P13]',
    )
    expect(guide.content).toContain('- **Moraines**: mark where a glacier once stopped')
    expect(guide.citations[0]?.citations[0]).toMatchObject({ status: 'verified', passage: 12 })
    const reply = await citeReply(large, 'They mark where a glacier once stopped [P13].')
    expect(reply.text).toBe('They mark where a glacier once stopped.')
    expect(reply.citations[0]).toMatchObject({ status: 'verified', passage: 12 })
  })
})
