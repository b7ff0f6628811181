/**
 * A tiny keyed store in the browser's IndexedDB (one object store, records keyed by `id`), for
 * work that must survive a reload: unlike localStorage it holds megabytes and is not read on
 * every page load. Each call opens the database and closes it again, so nothing stays open
 * and a page that never calls it never touches IndexedDB. Where IndexedDB is missing or refuses
 * (some private modes), the records live in memory for this page's lifetime.
 */

const DB_NAME = 'studywise'
const DB_VERSION = 2

export interface BrowserRecord {
  id: string
}

export interface BrowserRecords<T extends BrowserRecord> {
  put(record: T): Promise<void>
  delete(id: string): Promise<void>
  all(): Promise<T[]>
}

/** The object stores of the database; a new store needs DB_VERSION raised. */
const STORES = ['unsaved-work', 'offline-data'] as const
export type StoreName = (typeof STORES)[number]

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = () => {
      for (const store of STORES) {
        if (!request.result.objectStoreNames.contains(store))
          request.result.createObjectStore(store, { keyPath: 'id' })
      }
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'))
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
  })
}

async function run<R>(
  store: StoreName,
  mode: IDBTransactionMode,
  operation: (objects: IDBObjectStore) => IDBRequest<R>,
): Promise<R> {
  const db = await openDatabase()
  try {
    return await new Promise<R>((resolve, reject) => {
      const transaction = db.transaction(store, mode)
      const request = operation(transaction.objectStore(store))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
    })
  } finally {
    db.close()
  }
}

function inMemory<T extends BrowserRecord>(): BrowserRecords<T> {
  const records = new Map<string, T>()
  return {
    put: async (record) => {
      records.set(record.id, record)
    },
    delete: async (id) => {
      records.delete(id)
    },
    all: async () => [...records.values()],
  }
}

/** The records of one store; every call falls back to memory once IndexedDB has failed. */
export function browserRecords<T extends BrowserRecord>(store: StoreName): BrowserRecords<T> {
  const memory = inMemory<T>()
  let usable = typeof indexedDB !== 'undefined'
  async function attempt<R>(inDatabase: () => Promise<R>, fallback: () => Promise<R>): Promise<R> {
    if (!usable) return fallback()
    try {
      return await inDatabase()
    } catch (error) {
      console.warn('IndexedDB is not usable; unsaved work is kept in memory only', error)
      usable = false
      return fallback()
    }
  }
  return {
    put: (record) =>
      attempt(
        () => run(store, 'readwrite', (objects) => objects.put(record)).then(() => undefined),
        () => memory.put(record),
      ),
    delete: (id) =>
      attempt(
        () => run(store, 'readwrite', (objects) => objects.delete(id)).then(() => undefined),
        () => memory.delete(id),
      ),
    all: () =>
      attempt(
        () => run(store, 'readonly', (objects) => objects.getAll() as IDBRequest<T[]>),
        () => memory.all(),
      ),
  }
}
