import type { DehydratedState } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineCopies, readForRestore, startReadingForRestore } from './offline-copy-store'

const state: DehydratedState = { mutations: [], queries: [] }
const saved = (id: string, savedAt: number) => offlineCopies.put({ id, savedAt, state })

afterEach(() => vi.useRealTimers())

describe('the offline copy read for a restore', () => {
  it('is the read started when the page started, taken once, for the student it was started for', async () => {
    await saved('ada', 1)
    startReadingForRestore('ada', 'guide-update')
    // Read meanwhile (the router's files arriving), before a later save.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await saved('ada', 2)
    expect((await readForRestore('ada', 'guide-update')).copy?.savedAt).toBe(1)
    // Taken once: the next restore reads again.
    expect((await readForRestore('ada', 'guide-update')).copy?.savedAt).toBe(2)

    startReadingForRestore('ada', 'guide-update')
    await saved('bob', 3)
    expect((await readForRestore('bob', 'guide-update')).copy?.savedAt).toBe(3)
  })

  it('is read again when the restore comes more than ten seconds after the page started', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await saved('cy', 1)
    startReadingForRestore('cy', 'guide-update')
    await saved('cy', 2)
    vi.setSystemTime(Date.now() + 11_000)
    expect((await readForRestore('cy', 'guide-update')).copy?.savedAt).toBe(2)
  })
})
