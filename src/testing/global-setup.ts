import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dumpFreshDatabase } from '../../supabase/local/open-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of the seeded local backend database; each vitest worker loads it once. */
    localBackendDump: string
  }
}

/** Once per run: migrations, seed and the auth server's tables, dumped to a temporary file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'studywise-app-tests-'))
  const file = join(dir, 'local-backend.tar')
  const dump = await dumpFreshDatabase()
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide('localBackendDump', file)
  return () => rm(dir, { recursive: true, force: true })
}
