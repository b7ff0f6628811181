import { ProviderError } from './errors'
import { readChatStream } from './read-chat-stream'

const encoder = new TextEncoder()

const event = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`

/** A body that hands the reader exactly these pieces, one read each. */
function bodyOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece)
      controller.close()
    },
  })
}

async function read(pieces: (string | Uint8Array)[], signal?: AbortSignal) {
  const seen: string[] = []
  const { text, cutOff } = await readChatStream(bodyOf(pieces), (soFar) => seen.push(soFar), signal)
  return { text, seen, cutOff }
}

describe('readChatStream', () => {
  it('joins the content of every event and reports the text once per read', async () => {
    const { text, seen } = await read([
      event('', null) + event('Cells '),
      event('divide') + event(' by mitosis.'),
      event(null, 'stop') + 'data: [DONE]\n\n',
    ])
    expect(text).toBe('Cells divide by mitosis.')
    expect(seen).toEqual(['Cells ', 'Cells divide by mitosis.'])
  })

  it('reads thousands of events arriving in one read, [DONE] included', async () => {
    const words = Array.from({ length: 4000 }, (_, index) => `w${index} `)
    const { text, seen } = await read([
      words.map((word) => event(word)).join('') + 'data: [DONE]\n\n',
    ])
    expect(text).toBe(words.join(''))
    expect(seen).toEqual([words.join('')])
  })

  it('puts back together events and multi-byte characters split across reads', async () => {
    const bytes = encoder.encode(event('Ökologie — 生态 ') + event('ends'))
    const cuts = [3, 17, 40, 41, 42, bytes.length - 5]
    const pieces = [0, ...cuts].map((start, index) =>
      bytes.slice(start, cuts[index] ?? bytes.length),
    )
    const { text } = await read(pieces)
    expect(text).toBe('Ökologie — 生态 ends')
  })

  it('accepts CRLF line ends and a last event without its closing blank line', async () => {
    const { text } = await read([event('one ').replaceAll('\n', '\r\n'), event('two').trimEnd()])
    expect(text).toBe('one two')
  })

  it('says a reply is complete only when it ends with [DONE] and not at max_tokens', async () => {
    const done = 'data: [DONE]\n\n'
    expect(await read([event('All of it.'), event(null, 'stop') + done])).toMatchObject({
      text: 'All of it.',
      cutOff: false,
    })
    // Stopped at max_tokens: the model had more to say.
    expect(await read([event('Half of'), event(null, 'length') + done])).toMatchObject({
      text: 'Half of',
      cutOff: true,
    })
    // The connection closed before [DONE], whatever the last event said.
    expect(await read([event('Half of it'), event(null, 'stop')])).toMatchObject({
      cutOff: true,
    })
    expect(await read([event('Half')])).toMatchObject({ cutOff: true })
  })

  it('ignores comments, other fields and anything after [DONE]', async () => {
    const { text } = await read([
      ': keep-alive\n\n',
      'event: message\nid: 1\n' + event('kept'),
      'data: [DONE]\n\n' + event(' dropped'),
    ])
    expect(text).toBe('kept')
  })

  it('turns an error event into a ProviderError with its message and code', async () => {
    const failure = await read([
      event('partial '),
      `data: ${JSON.stringify({ error: { message: 'Overloaded', code: 503, type: 'server_error' } })}\n\n`,
    ]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderError)
    expect(failure).toMatchObject({
      failure: 'unknown',
      message: 'Overloaded',
      code: '503',
      type: 'server_error',
    })
  })

  it('rejects an event that is not JSON', async () => {
    await expect(read(['data: {not json\n\n'])).rejects.toMatchObject({ failure: 'unknown' })
  })

  it('stops reading and rejects as aborted when the signal fires, even if the body stalls', async () => {
    const controller = new AbortController()
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode(event('first ')))
      },
    })
    const seen: string[] = []
    const promise = readChatStream(
      body,
      (soFar) => {
        seen.push(soFar)
        controller.abort()
      },
      controller.signal,
    )
    await expect(promise).rejects.toMatchObject({ failure: 'aborted' })
    expect(seen).toEqual(['first '])
  })

  it('rejects as aborted at once when the signal fired before reading', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(read([event('never')], controller.signal)).rejects.toMatchObject({
      failure: 'aborted',
    })
  })
})
