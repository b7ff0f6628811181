import type { SourcePassage } from '@/lib/source'
import {
  citeMarker,
  findMarkers,
  headingsOf,
  parseRefText,
  passageTag,
  resolveRefs,
  stripMarkers,
} from './markers'

const pages: SourcePassage[] = [1, 2, 3, 4].map((n) => ({
  anchor: { kind: 'page', n },
  text: `Page ${n}.`,
}))

const refsIn = (text: string, headings?: ReadonlySet<string>) =>
  findMarkers(text, headings).map((marker) => resolveRefs(marker.refs, pages))

describe('passage markers', () => {
  it('tags passages for prompts and cites them as the prompt asks', () => {
    expect(passageTag(2, 'page 3')).toBe('[P3 | page 3]')
    expect(citeMarker(2)).toBe('[P3]')
  })

  it.each([
    ['[P3]', [[2]]],
    ['[p3]', [[2]]],
    ['[P 3]', [[2]]],
    ['[Passage 3]', [[2]]],
    ['[P1, P3]', [[0, 2]]],
    ['[P1; P3]', [[0, 2]]],
    ['[P1, 3]', [[0, 2]]],
    ['[P1 and P3]', [[0, 2]]],
    ['[P2–P4]', [[1, 2, 3]]],
    ['[P1][P3]', [[0], [2]]],
    ['(P3)', [[2]]],
    ['【P3】', [[2]]],
    ['[P3 | page 3]', [[2]]],
    ['[P3: page 3]', [[2]]],
    ['[page 3]', [[2]]],
    ['[p. 3]', [[2]]],
    ['[pp. 2–3]', [[1, 2]]],
    ['[page 1; page 4]', [[0, 3]]],
  ])('reads %s', (marker, expected) => {
    expect(refsIn(`Cells divide ${marker}.`)).toEqual(expected)
  })

  it('leaves links, footnotes, checkboxes and ordinary brackets alone', () => {
    expect(
      findMarkers('See [the notes](https://example.com), [3], [ ], [x] and (page two).'),
    ).toEqual([])
    expect(findMarkers('A prose aside [which mentions P3 in passing].')).toEqual([])
  })

  it('drops numbers outside the source, and names files and headings when the source has them', () => {
    expect(refsIn('Made up [P9].')).toEqual([[]])
    const files: SourcePassage[] = [
      { file: 'a.pdf', anchor: { kind: 'page', n: 1 }, text: 'A' },
      { file: 'b.pdf', anchor: { kind: 'page', n: 1 }, text: 'B' },
      { file: 'notes.md', anchor: { kind: 'heading', heading: 'Cell cycle' }, text: 'C' },
    ]
    const headings = headingsOf(files)
    const resolved = (text: string) =>
      findMarkers(text, headings).map((marker) => resolveRefs(marker.refs, files))
    expect(resolved('x [b.pdf, page 1]')).toEqual([[1]])
    expect(resolved('x [page 1]')).toEqual([[0, 1]])
    expect(resolved('x [Cell cycle]')).toEqual([[2]])
    expect(resolved('x [Cell death]')).toEqual([])
  })

  it('parses the ref a JSON item gives on its own', () => {
    expect(parseRefText('P12')).toEqual([{ kind: 'number', n: 12 }])
    expect(parseRefText('nothing here')).toBeNull()
  })

  it("resolves a ref by e-book chapter to that chapter's passage", () => {
    const chapters: SourcePassage[] = [1, 2, 3].map((n) => ({
      anchor: { kind: 'chapter', n },
      text: `Chapter ${n}.`,
    }))
    const refs = parseRefText('chapter 2')
    expect(refs).toEqual([{ kind: 'anchor', anchor: { kind: 'chapter', n: 2 } }])
    expect(resolveRefs(refs ?? [], chapters)).toEqual([1])
  })

  it("resolves a transcript's moment to the passage that starts there, and only then", () => {
    const transcript: SourcePassage[] = [0, 754, 3723].map((seconds) => ({
      anchor: { kind: 'time', seconds },
      text: `At ${seconds} s.`,
    }))
    const names = headingsOf(transcript)
    const resolved = (text: string) =>
      findMarkers(text, names).map((marker) => resolveRefs(marker.refs, transcript))
    expect(resolved('Osmosis [12:34].')).toEqual([[1]])
    expect(resolved('Osmosis [00:12:34] and [1:02:03].')).toEqual([[1], [2]])
    expect(resolved('Intro [P1 | 0:00], then [0:00; 12:34].')).toEqual([[0], [0, 1]])
    // A time the source has no passage at, or a source without times, is the material's text.
    expect(findMarkers('Meet at [10:30].', names)).toEqual([])
    expect(findMarkers('Osmosis [12:34].', headingsOf(pages))).toEqual([])
    expect(stripMarkers('Meet at [10:30].', findMarkers('Meet at [10:30].', names))).toBe(
      'Meet at [10:30].',
    )
  })

  it('strips markers with the space before them', () => {
    expect(stripMarkers('Cells divide [P3]. Mitosis [P1][P2] has phases (P4).')).toBe(
      'Cells divide. Mitosis has phases.',
    )
    expect(stripMarkers('- **Osmosis**: water moves [P2 | page 2]\n[P3]')).toBe(
      '- **Osmosis**: water moves\n',
    )
  })
})
