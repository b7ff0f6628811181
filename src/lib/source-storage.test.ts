import { anchorLabel, type SourcePassage } from './source'
import { fromStoredPassages, toStoredPassages } from './source-storage'

describe('stored passages', () => {
  it('keeps every kind of anchor through storage, chapters included', () => {
    const passages: SourcePassage[] = [
      { anchor: { kind: 'page', n: 3 }, text: 'Recognised from a scan.' },
      { anchor: { kind: 'slide', n: 2 }, text: 'A slide.' },
      { anchor: { kind: 'chapter', n: 4 }, text: 'A chapter of an e-book.', file: 'book.epub' },
      { anchor: { kind: 'heading', heading: 'Cells' }, text: 'Under a heading.' },
    ]
    const stored = toStoredPassages(passages)
    expect(stored[2]).toEqual({ ch: 4, t: 'A chapter of an e-book.', f: 'book.epub' })
    const restored = fromStoredPassages(JSON.parse(JSON.stringify(stored)))
    expect(restored).toEqual(passages)
    expect(restored.map(anchorLabel)).toEqual([
      'page 3',
      'slide 2',
      'book.epub, chapter 4',
      'Cells',
    ])
  })
})
