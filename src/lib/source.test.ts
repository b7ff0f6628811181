import { MAX_SOURCE_CHARS } from '@/config/limits'
import { messages } from '@/lib/errors'
import {
  anchorLabel,
  combineSources,
  sourceCharCount,
  sourceText,
  timestamp,
  type SourcePassage,
} from './source'
import { checkSourceSize } from './source-size'

const page = (n: number, text: string): SourcePassage => ({ anchor: { kind: 'page', n }, text })

describe('timestamp', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect([0, 5, 59.9, 60, 754, 3599, 3600, 3723, 36_000].map(timestamp)).toEqual([
      '0:00',
      '0:05',
      '0:59',
      '1:00',
      '12:34',
      '59:59',
      '1:00:00',
      '1:02:03',
      '10:00:00',
    ])
  })

  it('labels a time anchor as its moment', () => {
    expect(anchorLabel({ anchor: { kind: 'time', seconds: 754 } })).toBe('12:34')
    expect(anchorLabel({ file: 'talk.mp4', anchor: { kind: 'time', seconds: 3723 } })).toBe(
      'talk.mp4, 1:02:03',
    )
  })
})

describe('combineSources', () => {
  it('names the file of every passage when several files are joined', () => {
    const combined = combineSources([
      { name: 'biology.pdf', passages: [page(1, 'Cells'), page(2, 'Energy')] },
      { name: 'notes.txt', passages: [{ anchor: { kind: 'paragraph', n: 1 }, text: 'Mine' }] },
    ])
    expect(combined.map(anchorLabel)).toEqual([
      'biology.pdf, page 1',
      'biology.pdf, page 2',
      'notes.txt, paragraph 1',
    ])
  })

  it('leaves the file out for a single file', () => {
    const combined = combineSources([{ name: 'biology.pdf', passages: [page(12, 'Cells')] }])
    expect(combined).toEqual([page(12, 'Cells')])
    expect(combined.map(anchorLabel)).toEqual(['page 12'])
  })
})

describe('sourceText and sourceCharCount', () => {
  it('joins passage texts with blank lines', () => {
    expect(sourceText([page(1, 'One'), page(2, 'Two')])).toBe('One\n\nTwo')
  })

  it('counts characters as the database does: an emoji or a rare CJK character is one', () => {
    expect(sourceCharCount([page(1, 'abc'), page(2, '🧬 DNA 𠀀')])).toBe(3 + 7)
    // a lone surrogate (broken text) still counts as one character
    expect(sourceCharCount([page(1, '\ud83e!')])).toBe(2)
  })
})

describe('checkSourceSize', () => {
  it('accepts exactly the limit', () => {
    expect(checkSourceSize([page(1, 'a'.repeat(MAX_SOURCE_CHARS - 1)), page(2, 'b')])).toBeNull()
  })

  it('refuses one character more, naming the size and the limit', () => {
    const error = checkSourceSize([page(1, 'a'.repeat(2_345_677)), page(2, 'b')])
    expect(error?.kind).toBe('validation')
    expect(error?.message).toBe(
      'Your material is 2,345,678 characters long; the limit is 2,000,000 characters per study guide. Remove a file or split the material into two guides.',
    )
    expect(checkSourceSize([page(1, 'a'.repeat(MAX_SOURCE_CHARS + 1))])?.message).toBe(
      messages.sourceTooLong(2_000_001),
    )
  })

  it('counts the material as one text too: file names and labels the passages leave out', () => {
    const passages = [page(1, 'a'.repeat(MAX_SOURCE_CHARS))]
    expect(
      checkSourceSize(passages, { text: `File: notes.pdf\n${'a'.repeat(MAX_SOURCE_CHARS)}` })
        ?.message,
    ).toBe(messages.sourceTooLong(MAX_SOURCE_CHARS + 'File: notes.pdf\n'.length))
    expect(checkSourceSize(passages, { text: 'a'.repeat(MAX_SOURCE_CHARS) })).toBeNull()
  })
})
