/**
 * The local backend's database in its own thread (see worker-db.ts): opens the data dir and
 * answers query / exec / close messages, one at a time, in order.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { serializeError, type FromDbWorker, type ToDbWorker } from './db-worker-protocol.ts'
import { openDatabase } from './open-database.ts'

const port = parentPort
if (!port) throw new Error('db-worker.ts runs as a worker thread')
const post = (message: FromDbWorker) => port.postMessage(message)

try {
  const pg = await openDatabase((workerData as { dataDir: string }).dataDir)
  port.on('message', (message: ToDbWorker) => {
    const work =
      message.op === 'query'
        ? pg.query(message.sql, message.params)
        : message.op === 'exec'
          ? pg.exec(message.sql)
          : pg.close()
    work.then(
      (value) => post({ type: 'answer', id: message.id, ok: true, value }),
      (error: unknown) =>
        post({ type: 'answer', id: message.id, ok: false, error: serializeError(error) }),
    )
  })
  post({ type: 'ready' })
} catch (error) {
  post({ type: 'open-failed', error: serializeError(error) })
}
