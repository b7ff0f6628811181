import { anchorLabel } from '@/lib/source'
import {
  subtitleSegments,
  timedSegments,
  transcriptFromSegments,
  transcriptFromSubtitles,
  transcriptFromText,
} from './transcript'

const labels = (text: string) => transcriptFromText(text)?.passages.map(anchorLabel)

describe('time-lined transcripts', () => {
  it("reads YouTube's transcript copy: a time line, then what was said", () => {
    const copied = [
      '0:00',
      'welcome back everyone',
      '0:03',
      '3 seconds',
      'today we look at osmosis',
      '1:05',
      '1 minute, 5 seconds',
      'water moves across the membrane',
    ].join('\n')
    expect(timedSegments(copied)).toEqual([
      { start: 0, text: 'welcome back everyone' },
      { start: 3, text: 'today we look at osmosis' },
      { start: 65, text: 'water moves across the membrane' },
    ])
  })

  it('reads times with the text on the same line, in brackets and past the hour', () => {
    const zoom = [
      'Biology 101, week 3',
      '[00:00:02] Dr Lee: Good morning.',
      '[00:12:34] Dr Lee: Osmosis moves water.',
      '[01:02:03] Student: Is that passive?',
    ].join('\n')
    expect(timedSegments(zoom)).toEqual([
      { start: 0, text: 'Biology 101, week 3' },
      { start: 2, text: 'Dr Lee: Good morning.' },
      { start: 754, text: 'Dr Lee: Osmosis moves water.' },
      { start: 3723, text: 'Student: Is that passive?' },
    ])
    expect(
      timedSegments('12:34 - first\n12:40 second\n1:02:03 third')?.map((s) => s.start),
    ).toEqual([754, 760, 3723])
  })

  it('leaves notes that only mention a few times, or times out of order, as notes', () => {
    expect(transcriptFromText('Lab at\n10:30 sharp\nBring goggles.')).toBeNull()
    expect(transcriptFromText('12:00 a\n3:00 b\n4:00 c')).toBeNull()
    expect(transcriptFromText('Ratio 3:2 and 4:3 are aspect ratios.')).toBeNull()
    expect(transcriptFromText('1:75 x\n2:00 y\n3:00 z')).toBeNull()
  })

  it('groups the lines into passages of about a minute, each cited by its first time', () => {
    const sentence = 'Water moves across the membrane toward the higher solute concentration.'
    const lines = Array.from(
      { length: 30 },
      (_, i) =>
        `${Math.floor((i * 10) / 60)}:${String((i * 10) % 60).padStart(2, '0')}\n${sentence}`,
    )
    const transcript = transcriptFromText(lines.join('\n'))
    expect(transcript?.passages.map(anchorLabel)).toEqual(['0:00', '1:00', '2:00', '3:00', '4:00'])
    // Nothing lost, no time label left in the words.
    expect(transcript?.content.split(sentence).length).toBe(31)
    expect(transcript?.content).not.toMatch(/\d:\d\d/)
  })

  it('starts a new passage when one grows long, however little time passed', () => {
    const long = transcriptFromSegments([
      { start: 0, text: 'a'.repeat(1000) },
      { start: 5, text: 'b'.repeat(1000) },
    ])
    expect(long.passages.map(anchorLabel)).toEqual(['0:00', '0:05'])
    expect(labels('9:58\nshort\n10:01\nshort\n10:30\nshort')).toEqual(['9:58'])
  })
})

describe('caption files', () => {
  it('reads WebVTT cues without identifiers, notes, styles or tags', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE recorded in room 4',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00:01.000 --> 00:00:04.000 align:start',
      '<v Dr Lee>Good <b>morning</b>.',
      '',
      '00:12:34.500 --> 00:12:38.000',
      'Osmosis moves <00:12:35.000><c>water</c>.',
    ].join('\n')
    expect(subtitleSegments(vtt)).toEqual([
      { start: 1, text: 'Good morning.' },
      { start: 754.5, text: 'Osmosis moves water.' },
    ])
  })

  it('reads SRT, keeping a rolling caption line once', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:03,000',
      'cells divide',
      '',
      '2',
      '00:00:03,000 --> 00:00:05,000',
      'cells divide',
      'by mitosis',
      '',
      '3',
      '01:02:03,000 --> 01:02:05,000',
      'the end',
    ].join('\r\n')
    expect(subtitleSegments(srt)).toEqual([
      { start: 1, text: 'cells divide' },
      { start: 3, text: 'by mitosis' },
      { start: 3723, text: 'the end' },
    ])
    expect(transcriptFromSubtitles(srt).passages).toEqual([
      { anchor: { kind: 'time', seconds: 1 }, text: 'cells divide by mitosis the end' },
    ])
  })

  it('has no passages for a file without cues', () => {
    expect(transcriptFromSubtitles('WEBVTT\n\nNOTE nothing here').passages).toEqual([])
  })
})
