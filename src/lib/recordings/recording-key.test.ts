import { combineSources, type SourcePassage } from '@/lib/source'
import { fromStoredPassages, toStoredPassages } from '@/lib/source-storage'
import { passagesOfFile, recordingKey } from './recording-key'

const transcript: SourcePassage[] = [
  { anchor: { kind: 'time', seconds: 0 }, text: 'Today we talk about photosynthesis.' },
  { anchor: { kind: 'time', seconds: 31 }, text: 'Photosynthesis happens in the chloroplast.' },
]
const other: SourcePassage[] = [
  { anchor: { kind: 'time', seconds: 0 }, text: 'Today we talk about respiration.' },
]

describe('recordingKey', () => {
  it('finds the same recording from the passages the database gives back', () => {
    const reloaded = fromStoredPassages(JSON.parse(JSON.stringify(toStoredPassages(transcript))))
    expect(reloaded).toHaveLength(2)
    expect(recordingKey(reloaded)).toBe(recordingKey(transcript))
  })

  it("finds each file's recording in a guide that joins several files", () => {
    const joined = combineSources([
      { name: 'lecture-1.mp3', passages: transcript },
      { name: 'lecture-2.mp3', passages: other },
    ])
    expect(recordingKey(passagesOfFile(joined, 'lecture-1.mp3'))).toBe(recordingKey(transcript))
    expect(recordingKey(passagesOfFile(joined, 'lecture-2.mp3'))).toBe(recordingKey(other))
  })

  it('tells transcripts apart by their words and their moments', () => {
    const key = recordingKey(transcript)
    expect(recordingKey(other)).not.toBe(key)
    const later = transcript.map((p, i) =>
      i === 1 ? { ...p, anchor: { kind: 'time' as const, seconds: 32 } } : p,
    )
    expect(recordingKey(later)).not.toBe(key)
  })

  it('has no key for a source with no moments (a PDF)', () => {
    expect(recordingKey([{ anchor: { kind: 'page', n: 1 }, text: 'Page one.' }])).toBeNull()
  })
})
