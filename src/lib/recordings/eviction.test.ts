import { recordingsRemovedMessage, recordingsToEvict, type KeptEntry } from './eviction'

const entry = (key: string, size: number, usedAt: number): KeptEntry => ({
  key,
  name: `${key}.mp3`,
  size,
  usedAt,
})

describe('which kept recordings give way', () => {
  const kept = [entry('b', 300, 20), entry('a', 300, 10), entry('c', 300, 30)]

  it('removes the least recently used first, and only as many as the new one needs', () => {
    expect(recordingsToEvict(kept, 300, 1000, new Set()).map((e) => e.key)).toEqual(['a'])
    expect(recordingsToEvict(kept, 600, 1000, new Set()).map((e) => e.key)).toEqual(['a', 'b'])
    expect(recordingsToEvict(kept, 100, 1000, new Set())).toEqual([])
  })

  it('never removes one that is being played, even when the rest then does not fit', () => {
    const held = new Set(['a'])
    expect(recordingsToEvict(kept, 300, 1000, held).map((e) => e.key)).toEqual(['b'])
    const allHeld = new Set(['a', 'b', 'c'])
    expect(recordingsToEvict(kept, 900, 1000, allHeld)).toEqual([])
  })

  it('names what was removed', () => {
    expect(recordingsRemovedMessage(['Lecture 1.mp3'])).toBe(
      '‘Lecture 1.mp3’ was removed from this device to make room for newer recordings. Its transcript stays with its guide.',
    )
    expect(recordingsRemovedMessage(['a.mp3', 'b.m4a'])).toBe(
      '2 older recordings were removed from this device to make room: a.mp3, b.m4a. Their transcripts stay with their guides.',
    )
  })
})
