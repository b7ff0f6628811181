/**
 * The development seed (exactly what the README promises) and createDatabase's data-dir rules
 * that the embedded local backend relies on.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, listMigrations } from '../../supabase/local/schema'
import { callAs, ids, userActor } from './support/actors'

describe('seed', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await createDatabase()
  })
  afterAll(async () => {
    await db.close()
  })

  it('has the confirmed admin and student, with bcrypt passwords bcryptjs verifies', async () => {
    const { rows } = await db.query<{
      id: string
      email: string
      encrypted_password: string
      confirmed: boolean
      name: string
    }>(
      `select id, email, encrypted_password, email_confirmed_at is not null as confirmed,
              raw_user_meta_data ->> 'name' as name
         from auth.users order by email`,
    )
    expect(rows.map(({ id, email, confirmed }) => ({ id, email, confirmed }))).toEqual([
      { id: ids.admin, email: 'admin@example.com', confirmed: true },
      { id: ids.student, email: 'student@example.com', confirmed: true },
    ])
    expect(rows[1]?.name).toBe('Student')
    expect(bcrypt.compareSync('admin123!', rows[0]!.encrypted_password)).toBe(true)
    expect(bcrypt.compareSync('student123!', rows[1]!.encrypted_password)).toBe(true)
    expect(bcrypt.compareSync('student123!', rows[0]!.encrypted_password)).toBe(false)
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[ab]\$/)
  })

  it('has the beta codes in every state', async () => {
    const { rows } = await db.query(
      `select code, is_active, used_by_email, used_by_user_id from public.beta_access_codes order by code`,
    )
    const unused = { is_active: true, used_by_email: null, used_by_user_id: null }
    expect(rows).toEqual([
      { code: 'OLDCODE1', is_active: false, used_by_email: null, used_by_user_id: null },
      {
        code: 'USEDCODE',
        is_active: true,
        used_by_email: 'student@example.com',
        used_by_user_id: ids.student,
      },
      ...[1, 2, 3, 4, 5].map((n) => ({ code: `WELCOME${n}`, ...unused })),
    ])
  })

  it('gives the student three real guides, listed through the summaries view', async () => {
    const student = userActor(ids.student, 'student@example.com')
    const guides = await callAs<{ title: string; content: string }>(
      db,
      student,
      'select title, content from public.study_guides order by created_at desc',
    )
    expect(guides.map((guide) => guide.title)).toEqual([
      'Introduction to Statistics',
      'The French Revolution (1789–1799)',
      'Cell Biology: Structure and Function',
    ])
    for (const guide of guides) {
      expect(guide.content.length).toBeGreaterThan(2500)
      expect(guide.content).toMatch(/^# .+\n\n## /)
    }
    const summaries = await callAs<{ title: string; preview: string; content_length: number }>(
      db,
      student,
      'select title, preview, content_length from public.study_guide_summaries order by created_at desc',
    )
    expect(summaries).toEqual(
      guides.map((guide) => ({
        title: guide.title,
        // The first paragraph: no heading line (the title, '## Overview') in the excerpt.
        preview: guide.content
          .replace(/^#{1,6} .*$/gm, '')
          .trim()
          .slice(0, 100),
        content_length: guide.content.length,
      })),
    )
    for (const { preview, title } of summaries) {
      expect(preview.startsWith(title)).toBe(false)
      expect(preview).not.toMatch(/^#|\n#/)
    }
  })
})

describe('migrations', () => {
  it('each has a version of its own: the Supabase CLI and the local backend key them by it', async () => {
    const versions = (await listMigrations()).map((file) => basename(file).split('_')[0])
    expect(new Set(versions).size).toBe(versions.length)
  })
})

describe('createDatabase with a data dir', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'studywise-db-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('seeds a new data dir once, then reopens it with its data', async () => {
    const dataDir = join(dir, 'data')
    const first = await createDatabase({ dataDir })
    await first.query(
      `insert into public.study_guides (user_id, title, content) values ($1, 'Kept', 'Text')`,
      [ids.student],
    )
    await first.close()

    const again = await createDatabase({ dataDir })
    const { rows } = await again.query<{ n: number }>(
      'select count(*)::int as n from public.study_guides',
    )
    const migrations = await again.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
    await again.close()
    expect(rows).toEqual([{ n: 4 }])
    expect(migrations.rows).toHaveLength((await listMigrations()).length)
  })
})
