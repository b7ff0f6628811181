import { copyMessage, InThreadPort } from './pdfjs-in-thread-port'

/** A getTextContent chunk as pdf.js's worker code sends it. */
const textChunk = () => ({
  sourceName: 'fake0_worker',
  targetName: 'fake0',
  stream: 4,
  streamId: 7,
  chunk: {
    items: [
      {
        str: 'ﬁrst',
        dir: 'ltr',
        width: 18.5,
        height: 9.5,
        transform: [9.5, 0, 0, 9.5, 56, 760],
        fontName: 'g_d0_f1',
        hasEOL: false,
      },
      {
        str: '',
        dir: 'ltr',
        width: 0,
        height: 0,
        transform: [1, 0, 0, 1, 0, 0],
        fontName: undefined,
        hasEOL: true,
      },
    ],
    styles: { g_d0_f1: { fontFamily: 'sans-serif', ascent: 0.9, descent: -0.2, vertical: false } },
    lang: null,
  },
})

/** Messages posted to `port`, in the order its listener received them. */
function received(port: InThreadPort): unknown[] {
  const messages: unknown[] = []
  port.addEventListener('message', ({ data }) => messages.push(data))
  return messages
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('copyMessage', () => {
  it('copies plain data deeply, as structuredClone does, sharing no object', () => {
    const message = textChunk()
    const copy = copyMessage(message) as ReturnType<typeof textChunk>
    expect(copy).toStrictEqual(structuredClone(message))
    expect(copy.chunk).not.toBe(message.chunk)
    expect(copy.chunk.items[0]?.transform).not.toBe(message.chunk.items[0]?.transform)
  })

  it('leaves typed arrays, Maps, errors and cycles to structuredClone', () => {
    const cyclic: { self?: unknown; name: string } = { name: 'loop' }
    cyclic.self = cyclic
    for (const message of [
      { bytes: new Uint8Array([1, 2, 3]) },
      { map: new Map([['a', 1]]) },
      { reason: new TypeError('damaged') },
      cyclic,
    ]) {
      expect(copyMessage(message)).toStrictEqual(structuredClone(message))
    }
    const copy = copyMessage(cyclic) as typeof cyclic
    expect(copy.self).toBe(copy)
  })

  it('refuses what cannot cross to a worker, as postMessage does', () => {
    expect(() => copyMessage({ callback: () => 1 })).toThrow(
      expect.objectContaining({ name: 'DataCloneError' }),
    )
  })
})

describe('InThreadPort', () => {
  it('delivers a copy to every listener after the sender returns, whatever the sender does next', async () => {
    const port = new InThreadPort()
    const first = received(port)
    const second = received(port)
    const message = textChunk()
    port.postMessage(message)
    message.chunk.items = [] // what pdf.js does right after sending a text chunk
    expect(first).toEqual([])
    await settle()
    expect(first).toEqual([textChunk()])
    expect(second).toEqual([textChunk()])
  })

  it('moves transferred buffers, as a worker boundary does', async () => {
    const port = new InThreadPort()
    const messages = received(port)
    const bytes = new Uint8Array([37, 80, 68, 70])
    port.postMessage({ data: bytes }, [bytes.buffer])
    expect(bytes.byteLength).toBe(0)
    await settle()
    expect(messages).toEqual([{ data: new Uint8Array([37, 80, 68, 70]) }])
  })

  it('stops delivering to a listener when its signal aborts, or when the port terminates', async () => {
    const port = new InThreadPort()
    const controller = new AbortController()
    const aborted: unknown[] = []
    port.addEventListener('message', ({ data }) => aborted.push(data), {
      signal: controller.signal,
    })
    const kept = received(port)
    port.postMessage('one')
    await settle()
    controller.abort()
    port.postMessage('two')
    await settle()
    port.terminate()
    port.postMessage('three')
    await settle()
    expect(aborted).toEqual(['one'])
    expect(kept).toEqual(['one', 'two'])
  })
})
