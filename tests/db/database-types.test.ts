/**
 * src/types/database.types.ts must describe what the migrations build: every table, view,
 * column and function of the public schema, with Row, Insert and Update for each table. The SQL
 * reader is itself checked against the live database, so a migration it cannot read fails too.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, listMigrations, repoRoot } from '../../supabase/local/schema'
import {
  relationsFromSql,
  relationsFromTypes,
  type Relations,
  type TypesShape,
} from './support/schema-columns'

let fromSql: ReturnType<typeof relationsFromSql>
let fromTypes: TypesShape
beforeAll(async () => {
  const sql = (
    await Promise.all((await listMigrations()).map((file) => readFile(file, 'utf8')))
  ).join('\n')
  fromSql = relationsFromSql(sql)
  fromTypes = relationsFromTypes(
    await readFile(join(repoRoot, 'src', 'types', 'database.types.ts'), 'utf8'),
  )
})

const sorted = (relations: Relations) =>
  Object.fromEntries(
    Object.entries(relations)
      .map(([name, columns]) => [name, [...columns].sort()])
      .sort(),
  )

describe('database.types.ts matches the migrations', () => {
  it('declares every table with all its columns in Row, Insert and Update', () => {
    const rows = Object.fromEntries(
      Object.entries(fromTypes.tables).map(([name, parts]) => [name, parts.Row]),
    )
    expect(sorted(rows)).toEqual(sorted(fromSql.tables))
    for (const [name, parts] of Object.entries(fromTypes.tables)) {
      expect([...parts.Insert].sort(), `${name}.Insert`).toEqual([...parts.Row].sort())
      expect([...parts.Update].sort(), `${name}.Update`).toEqual([...parts.Row].sort())
      expect(parts.hasRelationships, `${name}.Relationships`).toBe(true)
    }
  })

  it('declares every view with all its columns', () => {
    expect(sorted(fromTypes.views)).toEqual(sorted(fromSql.views))
  })

  it('declares every callable function', () => {
    expect([...fromTypes.functions].sort()).toEqual([...fromSql.functions].sort())
  })
})

describe('the migration reader', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await createDatabase()
  })
  afterAll(async () => {
    await db.close()
  })

  it('reads the same tables, views and columns the database has', async () => {
    const { rows } = await db.query<{
      table_name: string
      table_type: string
      column_name: string
    }>(
      `select c.table_name, t.table_type, c.column_name
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public'`,
    )
    const live = (type: string) =>
      rows
        .filter((row) => row.table_type === type)
        .reduce<Relations>((acc, row) => {
          ;(acc[row.table_name] ??= []).push(row.column_name)
          return acc
        }, {})
    expect(sorted(fromSql.tables)).toEqual(sorted(live('BASE TABLE')))
    expect(sorted(fromSql.views)).toEqual(sorted(live('VIEW')))
  })

  it('reads the same functions the database has (trigger functions aside)', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype`,
    )
    expect(rows.map((row) => row.name).sort()).toEqual([...fromSql.functions].sort())
  })
})
