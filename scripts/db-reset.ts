/**
 * `npm run db:reset`: wipes the embedded local backend's data dir and rebuilds it from the auth
 * shim, the migrations and supabase/seed.sql. Refuses while a backend is serving on the port,
 * because PGlite's data dir belongs to one process at a time.
 */
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_BACKEND_PORT, DEFAULT_DB_DIR } from '../supabase/local/config.ts'
import { openDatabase } from '../supabase/local/open-database.ts'
import { repoRoot } from '../supabase/local/schema.ts'

export async function resetDatabase(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true })
  const db = await openDatabase(dataDir)
  await db.close()
}

async function backendIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(500) })
    return res.ok
  } catch {
    return false
  }
}

async function main(): Promise<void> {
  const dataDir = resolve(repoRoot, process.env.LOCAL_DB_DIR ?? DEFAULT_DB_DIR)
  const port = Number(process.env.LOCAL_BACKEND_PORT ?? DEFAULT_BACKEND_PORT)
  if (await backendIsRunning(port)) {
    console.error(
      `A local backend is running on port ${port}: stop it (Ctrl+C in npm run dev) and run db:reset again.`,
    )
    process.exit(1)
  }
  const started = Date.now()
  await resetDatabase(dataDir)
  console.log(`Database reset to the seed in ${Date.now() - started} ms: ${dataDir}`)
  console.log('Logins: admin@example.com / admin123! · student@example.com / student123!')
  console.log('Beta codes: WELCOME1 … WELCOME5')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
