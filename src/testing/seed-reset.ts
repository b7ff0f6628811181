import type { PGlite } from '@electric-sql/pglite'

/**
 * Puts a database back to the rows and sequence values it held when `keepSeed` was called, so one
 * seeded PGlite serves every component-test file of a vitest worker in turn (loading a fresh copy
 * of the dump costs about a second a file; this costs milliseconds). The seed's rows are copied
 * into the schema `vitest_seed`, outside what PostgREST serves (only `public`).
 */
export interface SeedReset {
  /**
   * Empties every table and copies the seed's rows back, sequences included. Resolves `false`,
   * changing nothing, when the tables are no longer the seed's (a test made or dropped one): the
   * caller then loads a fresh copy instead.
   */
  restore(): Promise<boolean>
}

const SEED_SCHEMA = 'vitest_seed'

interface Table {
  name: string
  /** The columns an insert may set (generated ones are computed again). */
  columns: string[]
}

/** Every table outside PostgreSQL's own schemas, with its insertable columns, in a fixed order. */
async function listTables(pg: PGlite): Promise<Table[]> {
  const { rows } = await pg.query<{ name: string; columns: string[] }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            array_agg(quote_ident(a.attname) order by a.attnum)
              filter (where a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema', $1)
        and n.nspname not like 'pg\\_%'
      group by 1
      order by 1`,
    [SEED_SCHEMA],
  )
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [] }))
}

const sameTables = (a: Table[], b: Table[]) =>
  a.length === b.length &&
  a.every((table, i) => table.name === b[i]!.name && table.columns.join() === b[i]!.columns.join())

/** Copies the database's rows and sequence values aside; `restore` brings them back. */
export async function keepSeed(pg: PGlite): Promise<SeedReset> {
  const tables = await listTables(pg)
  const copyOf = (index: number) => `${SEED_SCHEMA}.t${index}`
  await pg.exec(
    [
      `create schema ${SEED_SCHEMA}`,
      ...tables.map((table, i) => `create table ${copyOf(i)} as table ${table.name}`),
    ].join(';\n'),
  )
  const { rows: sequences } = await pg.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences
      where schemaname not in ('pg_catalog', 'information_schema')`,
  )
  const restoreSql = [
    // Triggers (and foreign-key checks) stay off while the seed's own rows go back in.
    'set session_replication_role = replica',
    `truncate ${tables.map((table) => table.name).join(', ')}`,
    ...tables.flatMap((table, i) => {
      const columns = table.columns.join(', ')
      return columns
        ? [`insert into ${table.name} (${columns}) select ${columns} from ${copyOf(i)}`]
        : []
    }),
    ...sequences.map(
      (sequence) =>
        `select setval(${pgText(sequence.name)}, ${sequence.value}, ${sequence.called})`,
    ),
    'set session_replication_role = origin',
    'reset role',
  ].join(';\n')

  return {
    async restore() {
      if (!sameTables(await listTables(pg), tables)) return false
      await pg.exec(restoreSql)
      return true
    },
  }
}

const pgText = (text: string) => `'${text.replaceAll("'", "''")}'`
