import { anchorLabel, timestamp } from '@/lib/source'
import { transcriptPassages } from './transcript-passages'

const words = (text: string, start: number, step: number) =>
  text.split(' ').map((word, i) => ({ text: word, start: start + i * step }))

describe('transcriptPassages', () => {
  it('anchors each passage at its first word, closing at a sentence end after 30 s', () => {
    const passages = transcriptPassages([
      ...words('Cells need energy. They make it in mitochondria.', 754.6, 5),
      ...words('Plants also use chloroplasts', 800, 2),
    ])
    expect(passages.map(anchorLabel)).toEqual(['12:34', '13:20'])
    expect(passages[0]?.text).toBe('Cells need energy. They make it in mitochondria.')
  })

  it('closes a passage with no punctuation after 45 s', () => {
    const passages = transcriptPassages(words('a b c d e f g h i j', 3600, 10))
    expect(passages.map(anchorLabel)).toEqual(['1:00:00', '1:00:50'])
  })
})

describe('timestamp', () => {
  it('writes m:ss, and h:mm:ss past an hour', () => {
    expect([timestamp(7), timestamp(754.9), timestamp(3723)]).toEqual(['0:07', '12:34', '1:02:03'])
  })
})
