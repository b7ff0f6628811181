import { anchorLabel, type SourcePassage } from './source'
import { fromStoredPassages, toStoredPassages } from './source-storage'

describe('stored passages', () => {
  it('keeps a transcript’s time anchors through storage, in seconds', () => {
    const passages: SourcePassage[] = [
      { anchor: { kind: 'time', seconds: 0 }, text: 'Welcome to the lecture.' },
      { anchor: { kind: 'time', seconds: 754.5 }, text: 'Osmosis.', file: 'lecture.mp3' },
      { anchor: { kind: 'time', seconds: 3723 }, text: 'Past the hour.' },
    ]
    const stored = toStoredPassages(passages)
    expect(stored).toEqual([
      { tm: 0, t: 'Welcome to the lecture.' },
      { tm: 754.5, t: 'Osmosis.', f: 'lecture.mp3' },
      { tm: 3723, t: 'Past the hour.' },
    ])
    const restored = fromStoredPassages(JSON.parse(JSON.stringify(stored)))
    expect(restored).toEqual(passages)
    expect(restored.map(anchorLabel)).toEqual(['0:00', 'lecture.mp3, 12:34', '1:02:03'])
  })

  it('keeps the YouTube video a moment belongs to, cited by the moment alone', () => {
    const passages: SourcePassage[] = [
      { anchor: { kind: 'time', seconds: 95, video: 'osmosisLec1' }, text: 'Osmosis.' },
    ]
    const stored = toStoredPassages(passages)
    expect(stored).toEqual([{ tm: 95, yt: 'osmosisLec1', t: 'Osmosis.' }])
    const restored = fromStoredPassages(JSON.parse(JSON.stringify(stored)))
    expect(restored).toEqual(passages)
    expect(restored.map(anchorLabel)).toEqual(['1:35'])
  })

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
