import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

/**
 * The recordings kept on this device (issue 42), in IndexedDB: the database holds a recording's
 * transcript, never its sound. `recordings` are uploaded or finished recordings, keyed by their
 * transcript (recording-key.ts), so 'Play from 12:34' finds them after a reload. `takes` and
 * `take-chunks` are a lecture being recorded in the browser, written chunk by chunk so a closed
 * tab loses only the last few seconds.
 */
export interface KeptRecording {
  key: string
  name: string
  type: string
  blob: Blob
  /** Bytes of the file (recordings kept before this was stored: blob.size). */
  size?: number
  savedAt: number
}

export interface Take {
  id: string
  startedAt: number
  mimeType: string
  /** Milliseconds of sound in the chunks written so far (pauses not counted). */
  recordedMs: number
}

export interface TakeChunk {
  take: string
  seq: number
  blob: Blob
}

interface RecordingsSchema extends DBSchema {
  recordings: { key: string; value: KeptRecording }
  takes: { key: string; value: Take }
  'take-chunks': { key: [string, number]; value: TakeChunk; indexes: { byTake: string } }
}

const DB_NAME = 'studywise-recordings'

let opening: Promise<IDBPDatabase<RecordingsSchema>> | undefined
let openedIn: IDBFactory | undefined

/** The database, opened once per page (again if the IndexedDB factory changed: tests). */
export function recordingsDatabase(): Promise<IDBPDatabase<RecordingsSchema>> {
  if (openedIn !== indexedDB) opening = undefined
  openedIn = indexedDB
  opening ??= openDB<RecordingsSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('recordings', { keyPath: 'key' })
      db.createObjectStore('takes', { keyPath: 'id' })
      const chunks = db.createObjectStore('take-chunks', { keyPath: ['take', 'seq'] })
      chunks.createIndex('byTake', 'take')
    },
    blocking() {
      void opening?.then((db) => db.close())
      opening = undefined
    },
  })
  return opening
}
