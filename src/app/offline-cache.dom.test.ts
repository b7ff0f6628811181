import { SPEECH_CACHE } from '@/lib/ai/speech-cache'
import { forgetOfflineCopy } from './offline-cache'

afterEach(() => vi.unstubAllGlobals())

describe('forgetOfflineCopy', () => {
  it("takes the overviews' spoken lines off the device with the student's copy", async () => {
    // jsdom has no Cache API: a stand-in of the browser's, recording what is deleted.
    const deleted: string[] = []
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    })
    await forgetOfflineCopy('a-student')
    expect(deleted).toEqual([SPEECH_CACHE])
  })
})
