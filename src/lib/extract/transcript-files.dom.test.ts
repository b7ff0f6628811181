import { anchorLabel } from '@/lib/source'
import { extractFile, validateFile } from './extract-files'
import { asFile } from './testing/office-fixtures'

// Each line long enough (over 200 characters) to make a passage of its own a minute on.
const SAID = [
  'Osmosis is the movement of water across a semipermeable membrane.',
  'Water moves toward the side with more dissolved solute.',
  'Active transport needs energy from ATP to move ions against their gradient.',
].map((sentence) => `${sentence} ${sentence} ${sentence} ${sentence}`)

describe('transcript files', () => {
  it('reads a WebVTT caption file as a transcript cited by time', async () => {
    const vtt = `WEBVTT\n\n00:00:05.000 --> 00:00:09.000\n${SAID[0]}\n\n00:00:09.000 --> 00:00:14.000\n${SAID[1]}\n\n01:02:03.000 --> 01:02:08.000\n${SAID[2]}\n`
    expect(validateFile(asFile(vtt, 'lecture.vtt'))).toBeNull()
    const read = await extractFile(asFile(vtt, 'lecture.vtt'))
    expect(read.passages.map(anchorLabel)).toEqual(['0:05', '1:02:03'])
    expect(read.content).toBe(`${SAID[0]} ${SAID[1]}\n\n${SAID[2]}`)
  })

  it('reads an SRT file by its cues', async () => {
    const srt = SAID.map(
      (said, i) =>
        `${i + 1}\n00:${String(i * 2).padStart(2, '0')}:00,000 --> 00:0${i * 2}:04,000\n${said}\n`,
    ).join('\n')
    const read = await extractFile(asFile(srt, 'lecture.srt'))
    expect(read.passages.map(anchorLabel)).toEqual(['0:00', '2:00', '4:00'])
    expect(read.passages.map((passage) => passage.text)).toEqual(SAID)
  })

  it('reads a .txt whose lines start with times as a transcript, and other text by paragraphs', async () => {
    const timed = `0:00\n${SAID[0]}\n1:10\n${SAID[1]}\n2:20\n${SAID[2]}`
    const read = await extractFile(asFile(timed, 'transcript.txt'))
    expect(read.passages.map(anchorLabel)).toEqual(['0:00', '1:10', '2:20'])
    const plain = await extractFile(asFile(SAID.join('\n\n'), 'notes.txt'))
    expect(plain.passages.map(anchorLabel)).toEqual(['paragraph 1', 'paragraph 2', 'paragraph 3'])
  })
})
