import { describe, expect, it } from 'vitest'
import { importRefused } from '@/lib/anki/imported-cards'
import { isAppError } from '@/lib/errors'
import { fromWorkerFailure, toWorkerFailure } from './worker-failure'

describe('an error crossing from a worker to the page', () => {
  it("keeps an AppError's kind, message, code and name, so the page can translate it", () => {
    const thrown = importRefused('tooMany', 'deck.apkg', 20_001)
    // What postMessage does to the failure on its way to the page.
    const arrived = fromWorkerFailure(structuredClone(toWorkerFailure(thrown)))
    expect(isAppError(arrived)).toBe(true)
    expect(arrived).toMatchObject({
      kind: 'file',
      message: thrown.message,
      code: 'tooMany',
      spec: { name: 'importRefused', args: ['tooMany', 'deck.apkg', 20_001] },
    })
  })

  it('passes any other error on as a plain Error with its text', () => {
    const arrived = fromWorkerFailure(structuredClone(toWorkerFailure(new RangeError('bad zip'))))
    expect(isAppError(arrived)).toBe(false)
    expect(arrived.message).toBe('RangeError: bad zip')
  })
})
