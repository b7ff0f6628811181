import assert from 'node:assert/strict'
import { anonKey, userToken } from '../_shared/test-support.ts'
import { MAX_SPEECH_INPUT_CHARS } from './config.ts'
import { SPEECH_LIMIT_MESSAGE } from './speech.ts'
import { PROVIDER, SERVER_KEY, setup, SITE, STUDENT } from './test-setup.ts'

/** An MP3's first bytes stand for the provider's audio: the relay passes bytes, not meaning. */
const AUDIO = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 1, 2, 3, 250, 251])
const spoken = () => new Response(AUDIO, { headers: { 'Content-Type': 'audio/mpeg' } })

function speechRequest(token: string, body: Record<string, unknown>, origin?: string) {
  return new Request('http://localhost/ai/audio/speech', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'cf-connecting-ip': '203.0.113.7',
      ...(origin ? { Origin: origin } : {}),
    },
    body: JSON.stringify(body),
  })
}

const line = (input: string, voice = 'nova') => ({
  model: 'browser-tts',
  voice,
  input,
  response_format: 'mp3',
})

Deno.test('speaks a line with the server’s key and model, counting its characters', async () => {
  const { handle, world, settled } = setup(spoken)
  const text = 'Cells are the basic units of life.'
  const response = await handle(
    speechRequest(
      await userToken(STUDENT),
      { ...line(text), user: 'x', instructions: 'shout' },
      SITE,
    ),
  )
  assert.equal(response.status, 200)
  assert.equal(response.headers.get('content-type'), 'audio/mpeg')
  assert.equal(response.headers.get('access-control-allow-origin'), SITE)
  assert.deepEqual(new Uint8Array(await response.arrayBuffer()), AUDIO)
  const sent = world.outside[0]
  assert.ok(sent)
  assert.equal(sent.url, `${PROVIDER}/audio/speech`)
  assert.equal(sent.headers.get('authorization'), `Bearer ${SERVER_KEY}`)
  // The server's model; fields the app does not send stay behind.
  assert.deepEqual(await sent.json(), {
    input: text,
    voice: 'nova',
    response_format: 'mp3',
    model: 'server-tts',
  })
  await settled()
  assert.equal(world.usage.get(STUDENT)?.speech, text.length)
  assert.equal(world.usage.get(STUDENT)?.audio, undefined)
})

Deno.test('a voice or format OpenAI does not have becomes its default', async () => {
  const { handle, world } = setup(spoken)
  await handle(
    speechRequest(await userToken(STUDENT), {
      ...line('Hello.', 'https://evil.test'),
      response_format: 'exe',
    }),
  )
  const sent = (await world.outside[0]?.json()) as { voice: string; response_format: string }
  assert.equal(sent.voice, 'alloy')
  assert.equal(sent.response_format, 'mp3')
})

Deno.test(
  'refuses speech past the daily characters with 429, before the provider hears it',
  async () => {
    // The tests' allowance is 1,000 characters: two lines of 400 fit, a third does not.
    const { handle, world } = setup(spoken)
    const token = await userToken(STUDENT)
    const text = 'a'.repeat(400)
    assert.equal((await handle(speechRequest(token, line(text)))).status, 200)
    assert.equal((await handle(speechRequest(token, line(text)))).status, 200)
    const refused = await handle(speechRequest(token, line(text)))
    assert.equal(refused.status, 429)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    assert.equal(body.error.code, 'daily_limit')
    assert.equal(body.error.message, SPEECH_LIMIT_MESSAGE)
    assert.equal(world.outside.length, 2)
  },
)

Deno.test('gives the characters back when the provider makes no audio', async () => {
  const failing = setup(() => Response.json({ error: { message: 'busy' } }, { status: 503 }))
  const token = await userToken(STUDENT)
  const answer = await failing.handle(speechRequest(token, line('Mitochondria make ATP.')))
  assert.equal(answer.status, 503)
  await failing.settled()
  assert.equal(failing.world.usage.get(STUDENT)?.speech, 0)

  const unreachable = setup(() => Promise.reject(new Error('connection refused')))
  const gone = await unreachable.handle(speechRequest(token, line('Mitochondria make ATP.')))
  assert.equal(gone.status, 502)
  await unreachable.settled()
  assert.equal(unreachable.world.usage.get(STUDENT)?.speech, 0)
})

Deno.test('refuses an empty or too long input without counting it', async () => {
  const { handle, world } = setup(spoken)
  const token = await userToken(STUDENT)
  for (const input of ['', '   ', 'a'.repeat(MAX_SPEECH_INPUT_CHARS + 1)]) {
    assert.equal((await handle(speechRequest(token, line(input)))).status, 400)
  }
  assert.equal((await handle(speechRequest(token, { voice: 'nova' }))).status, 400)
  assert.equal(world.outside.length, 0)
  assert.equal(world.usage.get(STUDENT), undefined)
})

Deno.test(
  'gives anonymous callers no speech unless configured, and keeps the JWT and origin rules',
  async () => {
    const { handle, world } = setup(spoken)
    assert.equal((await handle(speechRequest(await anonKey(), line('Hello.')))).status, 429)
    assert.equal((await handle(speechRequest('not-a-jwt', line('Hello.')))).status, 401)
    const foreign = speechRequest(await userToken(STUDENT), line('Hello.'), 'https://evil.test')
    assert.equal((await handle(foreign)).status, 403)
    assert.equal(world.outside.length, 0)
    const configured = setup(spoken, { dailySpeechCharactersAnonymous: 100 })
    assert.equal(
      (await configured.handle(speechRequest(await anonKey(), line('Hello.')))).status,
      200,
    )
  },
)
