import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import {
  applySchema,
  authShimPath,
  createDatabase,
  listMigrations,
  pgliteExtensions,
  repoRoot,
  seedPath,
} from './schema.ts'

const localAuthSqlPath = join(dirname(fileURLToPath(import.meta.url)), 'sql', 'local-auth.sql')

/** A fingerprint of every SQL file applied at start: unchanged files need not run again. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256')
  for (const file of [authShimPath, ...(await listMigrations()), localAuthSqlPath]) {
    hash.update(file)
    hash.update(await readFile(file))
  }
  return hash.digest('hex')
}

/**
 * pgcrypto costs about a second of every open (its bundle is unpacked each time). Only the seed
 * (crypt, at build time) needs it today, so a warm open loads it only when a migration calls it.
 */
async function migrationsUsePgcrypto(): Promise<boolean> {
  const texts = await Promise.all((await listMigrations()).map((file) => readFile(file, 'utf8')))
  return texts.some((sql) =>
    /\b(crypt|gen_salt|gen_random_bytes|digest|hmac|pgp_\w+|encrypt|decrypt)\s*\(/i.test(sql),
  )
}

async function storedFingerprint(pg: PGlite): Promise<string | undefined> {
  const { rows } = await pg
    .query<{ value: string }>(`select value from local_auth.meta where key = 'schema_fingerprint'`)
    .catch(() => ({ rows: [] as { value: string }[] }))
  return rows[0]?.value
}

async function finishSetup(pg: PGlite, fingerprint: string): Promise<void> {
  // The seed switches triggers off for its own session; make sure this connection has them on.
  await pg.exec(
    `set session_replication_role = origin;\n${await readFile(localAuthSqlPath, 'utf8')}`,
  )
  await pg.query(
    `insert into local_auth.meta (key, value) values ('schema_fingerprint', $1)
     on conflict (key) do update set value = excluded.value`,
    [fingerprint],
  )
}

async function openExisting(dataDir: string, fingerprint: string): Promise<PGlite> {
  if (!(await migrationsUsePgcrypto())) {
    const light = await PGlite.create({ dataDir })
    if ((await storedFingerprint(light)) === fingerprint) {
      await light.exec('set session_replication_role = origin')
      return light
    }
    await light.close()
  }
  const pg = await PGlite.create({ dataDir, extensions: pgliteExtensions })
  if ((await storedFingerprint(pg)) === fingerprint) {
    await pg.exec('set session_replication_role = origin')
    return pg
  }
  await applySchema(pg)
  await finishSetup(pg, fingerprint)
  return pg
}

/**
 * A new data dir is a copy of a pristine, cleanly closed one (seeded, keyed by the SQL files):
 * copying ~40 MB and a warm open beat unpacking a dump into a new folder by several seconds,
 * which matters for tests and e2e runs that each start from a fresh data dir.
 */
async function createFresh(dataDir: string, fingerprint: string): Promise<PGlite> {
  const key = createHash('sha256')
    .update(fingerprint)
    .update(await readFile(seedPath))
    .digest('hex')
    .slice(0, 16)
  const pristine = join(repoRoot, '.local-db', 'pristine', key)
  if (!existsSync(pristine)) {
    const pg = await createDatabase({ dataDir })
    await finishSetup(pg, fingerprint)
    await pg.close()
    const partial = `${pristine}.${process.pid}.${Date.now()}.partial`
    await mkdir(dirname(pristine), { recursive: true })
    await cp(dataDir, partial, { recursive: true })
    // Another process may have finished first: either copy is as good.
    await rename(partial, pristine).catch(() => rm(partial, { recursive: true, force: true }))
    // Copies for older SQL files are dead weight (~40 MB each).
    for (const name of await readdir(dirname(pristine))) {
      if (name !== key && !name.endsWith('.partial'))
        await rm(join(dirname(pristine), name), { recursive: true, force: true })
    }
  } else {
    await cp(pristine, dataDir, { recursive: true })
  }
  return openExisting(dataDir, fingerprint)
}

/**
 * A fresh backend database (migrations, seed and the auth server's own tables), dumped: what
 * in-memory copies load. The app's component tests dump it once per run (their globalSetup).
 */
export async function dumpFreshDatabase(): Promise<Blob> {
  const pg = await createDatabase()
  try {
    await finishSetup(pg, await schemaFingerprint())
    return await pg.dumpDataDir('none')
  } finally {
    await pg.close()
  }
}

/** An in-memory copy of a dumpFreshDatabase dump: about a second. */
export async function loadDatabase(dump: Blob): Promise<PGlite> {
  const extensions = (await migrationsUsePgcrypto()) ? { extensions: pgliteExtensions } : {}
  const pg = await PGlite.create({ loadDataDir: dump, ...extensions })
  await pg.exec('set session_replication_role = origin')
  return pg
}

/**
 * Opens (or creates) the backend's database. Re-running the shim and checking migrations costs
 * about a second of a warm start, so an existing data dir whose SQL files are unchanged since the
 * last start is opened as is; any change re-applies them (createDatabase's own rules).
 */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  const fingerprint = await schemaFingerprint()
  const existing = existsSync(dataDir) && (await readdir(dataDir)).length > 0
  return existing ? openExisting(dataDir, fingerprint) : createFresh(dataDir, fingerprint)
}
