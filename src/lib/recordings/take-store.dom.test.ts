import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { appendChunk, discardTake, startTake, takeFile, unfinishedTakes } from './take-store'
import { mayHaveUnfinishedTakes } from './unfinished-flag'

// Node's own Blob and File: IndexedDB's stand-in clones them as a browser's IndexedDB clones
// its own (happy-dom's are cloned as plain objects).
const chunk = (text: string) => new NodeBlob([text]) as unknown as Blob
beforeEach(() => vi.stubGlobal('File', NodeFile))
afterEach(() => vi.unstubAllGlobals())

async function text(file: File): Promise<string> {
  return new TextDecoder().decode(await file.arrayBuffer())
}

describe('a lecture recorded chunk by chunk', () => {
  it('keeps every chunk as it arrives, so an unfinished take comes back whole, in order', async () => {
    const take = await startTake('take-1', 'audio/webm;codecs=opus')
    expect(mayHaveUnfinishedTakes()).toBe(true)
    await appendChunk(take, 0, chunk('head-'), 2000)
    await appendChunk(take, 1, chunk('second-'), 4000)
    await appendChunk(take, 2, chunk('third'), 6000)

    // The next visit: the take is found with the sound its chunks hold.
    const [found] = await unfinishedTakes()
    expect(found).toMatchObject({ id: 'take-1', recordedMs: 6000 })
    const file = await takeFile(found!, 'Lecture recording, Nov 28, 2026')
    expect(file.name).toBe('Lecture recording, Nov 28, 2026')
    expect(file.type).toBe('audio/webm')
    expect(await text(file)).toBe('head-second-third')
  })

  it('forgets a discarded take and its chunks, and stops looking for takes', async () => {
    const take = await startTake('take-2', 'audio/webm')
    await appendChunk(take, 0, chunk('sound'), 2000)
    await discardTake('take-2')
    await discardTake('take-1')
    expect(await unfinishedTakes()).toEqual([])
    expect(mayHaveUnfinishedTakes()).toBe(false)
    expect(await text(await takeFile(take, 'gone'))).toBe('')
  })
})
