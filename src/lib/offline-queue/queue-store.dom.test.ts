import { describe, expect, it } from 'vitest'
import { changesWaitingOfKind, enqueue, waitingChanges } from './queue-store'

/** The queue as the version before this one left it (database version 2: no index by kind). */
async function queueOfVersion2(
  changes: { id: string; userId: string; kind: string; payload: unknown }[],
): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('studywise-offline-queue', 2)
    open.onupgradeneeded = () => {
      open.result
        .createObjectStore('changes', { keyPath: 'seq', autoIncrement: true })
        .createIndex('byUser', 'userId')
      open.result.createObjectStore('refused', { keyPath: 'seq' }).createIndex('byUser', 'userId')
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const tx = db.transaction('changes', 'readwrite')
  for (const change of changes)
    tx.objectStore('changes').add({ ...change, createdAt: '2026-11-30T10:00:00Z', attempts: 0 })
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve
    tx.onerror = () => reject(tx.error)
  })
  db.close()
}

const ids = (changes: { id: string }[]) => changes.map((change) => change.id)

describe("the queue's changes of one kind", () => {
  it('are the waiting ones of that student and kind, oldest first', async () => {
    await enqueue('ada', 'flashcard-session', { cards: 20 }, 'session-1')
    await enqueue('ada', 'guide-update', { id: 'g1', changes: { title: 'Cells' } }, 'rename-1')
    await enqueue('bob', 'guide-update', { id: 'g2', changes: { title: 'Atoms' } }, 'rename-bob')
    await enqueue('ada', 'guide-update', { id: 'g1', changes: { color: 'teal' } }, 'rename-2')

    expect(ids(await changesWaitingOfKind('ada', 'guide-update'))).toEqual(['rename-1', 'rename-2'])
    expect(ids(await changesWaitingOfKind('ada', 'flashcard-session'))).toEqual(['session-1'])
  })

  it('are found in a queue an earlier version wrote, and nothing it held is lost', async () => {
    await queueOfVersion2([
      { id: 'session-1', userId: 'ada', kind: 'flashcard-session', payload: {} },
      { id: 'rename-1', userId: 'ada', kind: 'guide-update', payload: { id: 'g1' } },
      { id: 'session-2', userId: 'ada', kind: 'flashcard-session', payload: {} },
      { id: 'rename-2', userId: 'ada', kind: 'guide-update', payload: { id: 'g2' } },
    ])

    expect(ids(await changesWaitingOfKind('ada', 'guide-update'))).toEqual(['rename-1', 'rename-2'])
    expect(ids(await waitingChanges('ada'))).toEqual([
      'session-1',
      'rename-1',
      'session-2',
      'rename-2',
    ])
  })
})
