// A worker thread does not inherit the TypeScript loader its parent runs with (tsx for the
// server, vitest's own in tests), so the database worker registers tsx's before loading.
import { register } from 'tsx/esm/api'

register()
await import('./db-worker.ts')
