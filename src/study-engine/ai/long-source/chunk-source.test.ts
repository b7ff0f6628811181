import type { SourcePassage } from '@/lib/source'
import { makeSourcePages } from '@/testing/long-source-fixtures'
import { rangeLabel } from './anchor-range'
import { chunkSource, chunkSourceInSlices, numberPassages, renderPassages } from './chunk-source'
import { estimateTokens } from './estimate-tokens'
import { createHash, createYielder, hashText } from './run-helpers'

const page = (n: number, text: string): SourcePassage => ({ anchor: { kind: 'page', n }, text })
const words = (source: readonly { text: string }[]) =>
  source.flatMap((passage) => passage.text.split(/\s+/).filter(Boolean))

describe('chunkSource', () => {
  const pages = makeSourcePages(30, 3_000)

  it('cuts at page boundaries into parts that fit the budget, losing nothing', () => {
    const budget = 3_000
    const chunks = chunkSource(pages, budget)
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) {
      expect(chunk.tokens).toBeLessThanOrEqual(budget)
      expect(chunk.tokens).toBe(estimateTokens(chunk.text))
    }
    // Every page lies whole in one part, in order.
    expect(chunks.flatMap((chunk) => chunk.passages)).toEqual(pages)
    expect(words(chunks.flatMap((chunk) => chunk.passages))).toEqual(words(pages))
  })

  it('labels each part with its page range and tags each page in the text', () => {
    const [first, second] = chunkSource(pages, 3_000)
    expect(first?.label).toMatch(/^pages 1–\d+$/)
    const lastOfFirst = first?.passages.at(-1)?.anchor
    const firstOfSecond = second?.passages[0]?.anchor
    expect(firstOfSecond).toEqual({
      kind: 'page',
      n: lastOfFirst && 'n' in lastOfFirst ? lastOfFirst.n + 1 : -1,
    })
    expect(first?.text.startsWith('[page 1]\n')).toBe(true)
    expect(first?.text).toContain('\n\n[page 2]\n')
  })

  it('splits a page larger than a part at paragraphs, then sentences; each piece keeps the anchor', () => {
    const paragraph = (n: number) =>
      Array.from(
        { length: 10 },
        (_, i) => `Sentence ${n}.${i} about cell membranes and transport.`,
      ).join(' ')
    const big = page(7, Array.from({ length: 12 }, (_, i) => paragraph(i)).join('\n\n'))
    const chunks = chunkSource([page(6, 'A short page.'), big, page(8, 'Another short page.')], 400)
    expect(chunks.length).toBeGreaterThan(3)
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(400)
    const pieces = chunks
      .flatMap((chunk) => chunk.passages)
      .filter((p) => p.anchor.kind === 'page' && p.anchor.n === 7)
    expect(pieces.length).toBeGreaterThan(1)
    expect(words(pieces)).toEqual(words([big]))
    // A paragraph longer than a part is cut between sentences, never inside one.
    const tiny = chunkSource([page(9, paragraph(1))], 60)
    for (const chunk of tiny) expect(chunk.passages[0]?.text).toMatch(/transport\.$/)
    expect(tiny.map((chunk) => chunk.label)).toEqual(tiny.map(() => 'page 9'))
  })

  it('cuts a sentence longer than a part at spaces', () => {
    const chunks = chunkSource([page(1, 'word '.repeat(3_000))], 200)
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(200)
    expect(words(chunks.flatMap((c) => c.passages))).toHaveLength(3_000)
  })
})

describe('a transcript in a prompt', () => {
  it('tags each passage with its moment, as pages are tagged with their number', () => {
    const transcript: SourcePassage[] = [
      { anchor: { kind: 'time', seconds: 754 }, text: 'Osmosis moves water.' },
      { anchor: { kind: 'time', seconds: 3723 }, text: 'Past the hour.' },
    ]
    expect(renderPassages(numberPassages(transcript))).toBe(
      '[P1 | 12:34]\nOsmosis moves water.\n\n[P2 | 1:02:03]\nPast the hour.',
    )
    expect(renderPassages(transcript)).toBe(
      '[12:34]\nOsmosis moves water.\n\n[1:02:03]\nPast the hour.',
    )
  })
})

describe('rangeLabel', () => {
  it('names ranges of pages, slides and files', () => {
    expect(rangeLabel([page(3, ''), page(7, '')])).toBe('pages 3–7')
    expect(rangeLabel([page(3, ''), page(3, '')])).toBe('page 3')
    expect(
      rangeLabel([{ anchor: { kind: 'slide', n: 2 } }, { anchor: { kind: 'slide', n: 5 } }]),
    ).toBe('slides 2–5')
    expect(
      rangeLabel([
        { file: 'bio.pdf', anchor: { kind: 'page', n: 1 } },
        { file: 'bio.pdf', anchor: { kind: 'page', n: 4 } },
      ]),
    ).toBe('bio.pdf, pages 1–4')
    expect(
      rangeLabel([
        { file: 'bio.pdf', anchor: { kind: 'page', n: 9 } },
        { file: 'chem.pdf', anchor: { kind: 'page', n: 2 } },
      ]),
    ).toBe('bio.pdf, page 9 – chem.pdf, page 2')
  })

  it("names a transcript's stretch by its first and last moments", () => {
    const at = (seconds: number) => ({ anchor: { kind: 'time' as const, seconds } })
    expect(rangeLabel([at(754), at(1500)])).toBe('12:34 – 25:00')
    expect(rangeLabel([at(3723), at(3723)])).toBe('1:02:03')
  })
})

describe('planning a long source without blocking the page', () => {
  it('makes the same parts between pauses, letting other tasks run meanwhile', async () => {
    const pages = makeSourcePages(40, 3_000)
    let otherTaskRan = false
    setTimeout(() => (otherTaskRan = true), 0)
    const sliced = await chunkSourceInSlices(pages, 3_000, createYielder(0))
    expect(otherTaskRan).toBe(true)
    expect(sliced).toEqual(chunkSource(pages, 3_000))
  })

  it('pauses only once a slice of time has passed', async () => {
    const yielder = createYielder(60_000)
    let otherTaskRan = false
    setTimeout(() => (otherTaskRan = true), 0)
    for (let i = 0; i < 100; i++) await yielder.pause()
    expect(otherTaskRan).toBe(false)
  })

  it('hashes a text fed in pieces as it hashes the whole', () => {
    const whole = 'Mitosis splits one nucleus into two identical nuclei.'
    const pieced = createHash().update(whole.slice(0, 7)).update(whole.slice(7)).digest()
    expect(pieced).toBe(hashText(whole))
    expect(hashText(`${whole}!`)).not.toBe(hashText(whole))
  })
})
