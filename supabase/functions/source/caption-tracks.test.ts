import assert from 'node:assert/strict'
import { chooseTrack, cuesOfJson3, json3Url, type CaptionTrack } from './caption-tracks.ts'

const track = (language: string, automatic: boolean): CaptionTrack => ({
  url: `https://www.youtube.com/api/timedtext?v=abc&lang=${language}${automatic ? '&kind=asr' : ''}`,
  language,
  automatic,
})

Deno.test(
  'takes the uploaded track in the language spoken, over a translation and the automatic one',
  () => {
    const tracks = [track('en', true), track('es', false), track('en-GB', false)]
    assert.equal(chooseTrack(tracks, 'es'), tracks[2])
    assert.equal(chooseTrack(tracks, undefined), tracks[2])
  },
)

Deno.test('takes the automatic track when nothing was uploaded in the language spoken', () => {
  const tracks = [track('fr', false), track('de', true)]
  assert.equal(chooseTrack(tracks, 'fr'), tracks[1])
})

Deno.test(
  'without an automatic track, the caller’s language decides, else any uploaded one',
  () => {
    const tracks = [track('fr', false), track('de', false)]
    assert.equal(chooseTrack(tracks, 'de-AT'), tracks[1])
    assert.equal(chooseTrack(tracks, 'it'), tracks[0])
    assert.equal(chooseTrack([], 'en'), null)
  },
)

Deno.test('asks for json3, keeping the track’s own parameters', () => {
  const url = json3Url('https://www.youtube.com/api/timedtext?v=abc&lang=en&fmt=srv3')
  assert.equal(url.searchParams.get('fmt'), 'json3')
  assert.equal(url.searchParams.get('lang'), 'en')
})

Deno.test('reads json3 events as cues, dropping window settings and line breaks', () => {
  const doc = {
    events: [
      { tStartMs: 0, dDurationMs: 9000, id: 1 },
      {
        tStartMs: 1200,
        segs: [{ utf8: 'Osmosis ' }, { utf8: 'moves', tOffsetMs: 400 }, { utf8: ' water' }],
      },
      { tStartMs: 3000, aAppend: 1, segs: [{ utf8: '\n' }] },
      { tStartMs: 754_500, segs: [{ utf8: 'toward  more\nsolute.' }] },
    ],
  }
  assert.deepEqual(cuesOfJson3(JSON.stringify(doc)), [
    { start: 1.2, text: 'Osmosis moves water' },
    { start: 754.5, text: 'toward more solute.' },
  ])
  assert.equal(cuesOfJson3('<transcript></transcript>'), null)
  assert.equal(cuesOfJson3('{"wireMagic":"pb3"}'), null)
})
