/**
 * A stand-in for YouTube, for the `source` function's tests (Deno) and the e2e run (served by
 * fake-openai.ts under /youtube): the two requests the function makes, answered in YouTube's
 * formats as youtubei.js and YouTube's caption files document them. Written by hand, never
 * recorded from the internet. Pure Fetch API, so Deno and Node both run it.
 *
 *   POST /youtubei/v1/player   {"videoId": …}: the player response (playabilityStatus,
 *                              videoDetails, captions.playerCaptionsTracklistRenderer)
 *   GET  /api/timedtext?v=…&lang=…[&kind=asr]&fmt=json3   the track in json3 ({events: […]})
 *
 * Videos: CAPTIONED_VIDEO has an automatic English track, an uploaded Spanish one (a translation)
 * and an uploaded English one; EMPTY_CAPTIONS_VIDEO lists a track whose file comes back empty
 * (as YouTube answers a server without a proof-of-origin token); any other video is refused as
 * YouTube refuses cloud servers ('Sign in to confirm you’re not a bot').
 */

export const CAPTIONED_VIDEO = 'osmosisLec1'
export const EMPTY_CAPTIONS_VIDEO = 'emptyCapts1'
export const CAPTIONED_TITLE = 'Membrane transport, lecture 3'

const SENTENCES = [
  'Cells control what crosses their membranes in several ways.',
  'Osmosis moves water across a semipermeable membrane toward more solute.',
  'The membrane lets water through but holds most dissolved particles back.',
  'Diffusion spreads particles from high to low concentration without energy.',
  'Small uncharged molecules such as oxygen diffuse straight through the lipid bilayer.',
  'Active transport pumps ions against their gradient using ATP.',
  'The sodium potassium pump moves three sodium ions out for two potassium ions in.',
  'Examiners often ask which of these processes needs energy from the cell.',
]

/** The uploaded English track: a cue every 20 seconds, three cues to a sentence. */
export const UPLOADED_CUES = SENTENCES.flatMap((sentence, i) => {
  const words = sentence.split(' ')
  const third = Math.ceil(words.length / 3)
  return [0, 1, 2].map((part) => ({
    start: i * 60 + part * 20,
    text: words.slice(part * third, (part + 1) * third).join(' '),
  }))
}).filter((cue) => cue.text !== '')

const TRACKS = [
  { lang: 'en', kind: 'asr', name: 'English (auto-generated)', vss: 'a.en' },
  { lang: 'es', kind: undefined, name: 'Spanish', vss: '.es' },
  { lang: 'en', kind: undefined, name: 'English', vss: '.en' },
]

function trackUrl(video: string, lang: string, kind: string | undefined): string {
  const url = new URL('https://www.youtube.com/api/timedtext')
  url.searchParams.set('v', video)
  url.searchParams.set('lang', lang)
  if (kind) url.searchParams.set('kind', kind)
  url.searchParams.set('caps', 'asr')
  url.searchParams.set('xoaf', '5')
  return url.href
}

function playerResponse(video: string) {
  if (video !== CAPTIONED_VIDEO && video !== EMPTY_CAPTIONS_VIDEO)
    return {
      responseContext: {},
      playabilityStatus: {
        status: 'LOGIN_REQUIRED',
        reason: 'Sign in to confirm you’re not a bot',
      },
    }
  return {
    responseContext: {},
    playabilityStatus: { status: 'OK', playableInEmbed: true },
    videoDetails: {
      videoId: video,
      title: video === CAPTIONED_VIDEO ? CAPTIONED_TITLE : 'A video without its captions',
      lengthSeconds: String(SENTENCES.length * 60),
      channelId: 'UCstandin000000000000000',
      author: 'Biology department',
      shortDescription: 'A lecture.',
      isLiveContent: false,
    },
    captions: {
      playerCaptionsTracklistRenderer: {
        captionTracks: TRACKS.map((track) => ({
          baseUrl: trackUrl(video, track.lang, track.kind),
          name: { simpleText: track.name },
          vssId: track.vss,
          languageCode: track.lang,
          ...(track.kind ? { kind: track.kind } : {}),
          isTranslatable: true,
        })),
        audioTracks: [{ captionTrackIndices: [0, 1, 2] }],
        translationLanguages: [],
      },
    },
  }
}

/** A caption track in json3: a window-settings event, then one event per cue. */
function json3(cues: readonly { start: number; text: string }[], lang: string, kind?: string) {
  const prefix = kind === 'asr' ? '[auto] ' : lang === 'es' ? '[es] ' : ''
  return {
    wireMagic: 'pb3',
    pens: [{}],
    wsWinStyles: [{}],
    wpWinPositions: [{}],
    events: [
      {
        tStartMs: 0,
        dDurationMs: SENTENCES.length * 60_000,
        id: 1,
        wpWinPosId: 1,
        wsWinStyleId: 1,
      },
      ...cues.flatMap((cue) => [
        {
          tStartMs: Math.round(cue.start * 1000),
          dDurationMs: 19_000,
          wWinId: 1,
          segs: [{ utf8: `${prefix}${cue.text}` }],
        },
        // Automatic tracks send each line break as an event of its own.
        ...(kind === 'asr'
          ? [
              {
                tStartMs: Math.round(cue.start * 1000) + 19_000,
                aAppend: 1,
                segs: [{ utf8: '\n' }],
              },
            ]
          : []),
      ]),
    ],
  }
}

export async function youtubeStandIn(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/^\/youtube(?=\/)/, '')
  if (request.method === 'POST' && path === '/youtubei/v1/player') {
    const body = (await request.json().catch(() => ({}))) as { videoId?: unknown }
    return Response.json(playerResponse(String(body.videoId ?? '')))
  }
  if (request.method === 'GET' && path === '/api/timedtext') {
    const video = url.searchParams.get('v')
    if (url.searchParams.get('fmt') !== 'json3') return new Response('', { status: 400 })
    if (video === EMPTY_CAPTIONS_VIDEO) return new Response('', { status: 200 })
    if (video !== CAPTIONED_VIDEO) return new Response('', { status: 404 })
    const lang = url.searchParams.get('lang') ?? ''
    const kind = url.searchParams.get('kind') ?? undefined
    return Response.json(json3(UPLOADED_CUES, lang, kind))
  }
  return new Response('Not Found', { status: 404 })
}
