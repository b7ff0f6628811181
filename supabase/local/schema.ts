/**
 * Builds a Studywise database on PGlite: the auth shim, every migration of supabase/migrations/
 * in name order, and the seed. Used by the database tests and the embedded local backend.
 *
 * initdb plus the migrations take several seconds, so the first call dumps the finished
 * database into `.local-db/templates/<hash>.tar.gz` (git-ignored) and later calls load that
 * dump (~1 s). The hash covers the shim, the migrations and the seed, so editing any of them
 * builds a new template.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

const here = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(here, '..', '..')
export const authShimPath = join(here, 'sql', 'auth-shim.sql')
export const migrationsDir = join(repoRoot, 'supabase', 'migrations')
export const seedPath = join(repoRoot, 'supabase', 'seed.sql')
const templatesDir = join(repoRoot, '.local-db', 'templates')

/** The extensions the SQL needs (pgcrypto: the seed hashes passwords with crypt()). */
export const pgliteExtensions = { pgcrypto }

export type StudywiseDb = PGlite

export async function listMigrations(): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql'))
  return names.sort().map((name) => join(migrationsDir, name))
}

// Which migrations a data dir already has, kept like the Supabase CLI keeps them, so reopening
// an existing data dir applies only the new ones.
const migrationsTable = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    statements text[]
  );
`

function versionOf(file: string): { version: string; name: string } {
  const base = file.split(/[\\/]/).pop() ?? file
  const match = /^(\d+)_(.*)\.sql$/.exec(base)
  return match
    ? { version: match[1] ?? base, name: match[2] ?? base }
    : { version: base, name: base }
}

/** Runs the auth shim, then every migration not yet applied, in name order. */
export async function applySchema(db: PGlite): Promise<void> {
  await db.exec(await readFile(authShimPath, 'utf8'))
  await db.exec(migrationsTable)
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  )
  for (const file of await listMigrations()) {
    const { version, name } = versionOf(file)
    if (applied.has(version)) continue
    const sql = await readFile(file, 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      )
    })
  }
}

/** Runs supabase/seed.sql. */
export async function applySeed(db: PGlite): Promise<void> {
  await db.exec(await readFile(seedPath, 'utf8'))
}

async function sourcesHash(seed: boolean): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await readFile(authShimPath))
  for (const file of await listMigrations()) {
    hash.update(file)
    hash.update(await readFile(file))
  }
  if (seed) hash.update(await readFile(seedPath))
  hash.update(seed ? 'seeded' : 'bare')
  return hash.digest('hex').slice(0, 16)
}

async function templateFor(seed: boolean): Promise<Blob> {
  const file = join(templatesDir, `${await sourcesHash(seed)}.tar.gz`)
  if (existsSync(file)) return new Blob([await readFile(file)])
  const db = await PGlite.create({ extensions: pgliteExtensions })
  try {
    await applySchema(db)
    if (seed) await applySeed(db)
    const dump = await db.dumpDataDir('gzip')
    const bytes = new Uint8Array(await dump.arrayBuffer())
    await mkdir(templatesDir, { recursive: true })
    // Write then rename: several test workers may build the same template at once.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
    await pruneTemplates(file)
    return new Blob([bytes])
  } finally {
    await db.close()
  }
}

// A new template means the SQL changed; templates untouched for an hour are from older SQL.
async function pruneTemplates(keep: string): Promise<void> {
  const hourAgo = Date.now() - 60 * 60 * 1000
  for (const name of await readdir(templatesDir)) {
    const path = join(templatesDir, name)
    if (path === keep) continue
    const info = await stat(path).catch(() => undefined)
    if (info && info.mtimeMs < hourAgo) await unlink(path).catch(() => undefined)
  }
}

async function isNewDataDir(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return true
  return (await readdir(dataDir)).length === 0
}

export interface CreateDatabaseOptions {
  /** A folder to keep the data in; in memory when omitted. */
  dataDir?: string
  /** Apply supabase/seed.sql to a new database (default true). */
  seed?: boolean
}

/**
 * A ready database: schema and (by default) seed applied when the data dir is new; an existing
 * data dir is opened and only receives migrations it does not have yet.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<PGlite> {
  const seed = options.seed ?? true
  const { dataDir } = options
  if (dataDir && !(await isNewDataDir(dataDir))) {
    const db = await PGlite.create({ dataDir, extensions: pgliteExtensions })
    await applySchema(db)
    return db
  }
  const loadDataDir = await templateFor(seed)
  if (dataDir) await mkdir(dataDir, { recursive: true })
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    loadDataDir,
    extensions: pgliteExtensions,
  })
}
