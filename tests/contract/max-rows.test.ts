import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMaxRows } from '../../supabase/local/project-config.ts'
import { repoRoot } from '../../supabase/local/schema.ts'
import { ADMIN, client, startTestBackend, STUDENT, type TestBackend } from './helpers.ts'

// Hosted PostgREST answers at most `max_rows` rows, silently. A backend capped at 2
// shows the same behaviour on the seed's three guides and seven beta codes.
let backend: TestBackend
let student: SupabaseClient
let admin: SupabaseClient
beforeAll(async () => {
  backend = await startTestBackend({ maxRows: 2 })
  student = client(backend)
  await student.auth.signInWithPassword(STUDENT)
  admin = client(backend)
  await admin.auth.signInWithPassword(ADMIN)
})
afterAll(async () => {
  await backend.stop()
})

describe('max_rows', () => {
  it('is read from supabase/config.toml, where it is the hosted 1,000', () => {
    expect(readMaxRows(join(repoRoot, 'supabase'))).toBe(1000)
  })

  it('caps a read without a range, and a larger range, while the count tells the whole', async () => {
    const all = await student
      .from('study_guides')
      .select('title', { count: 'exact' })
      .order('title')
    expect(all.error).toBeNull()
    expect(all.data).toHaveLength(2)
    expect(all.count).toBe(3)
    const wide = await student.from('study_guides').select('title').order('title').range(0, 9)
    expect(wide.data).toEqual(all.data)
    const limited = await student.from('study_guides').select('title').order('title').limit(50)
    expect(limited.data).toHaveLength(2)
  })

  it('lets a client page through every row', async () => {
    const first = await student.from('study_guides').select('title').order('title').range(0, 1)
    const second = await student.from('study_guides').select('title').order('title').range(2, 3)
    expect(second.data).toHaveLength(1)
    const titles = [...first.data!, ...second.data!].map((row) => row.title)
    expect(new Set(titles).size).toBe(3)
  })

  it('caps and pages a set-returning function the same way', async () => {
    const capped = await admin.rpc('admin_list_beta_codes')
    expect(capped.error).toBeNull()
    expect(capped.data).toHaveLength(2)
    const rest = await admin.rpc('admin_list_beta_codes').range(2, 20)
    expect(rest.error).toBeNull()
    expect(rest.data).toHaveLength(2)
    const codes = new Set(
      [
        ...(capped.data as { code: string }[]),
        ...(rest.data as { code: string }[]),
        ...((await admin.rpc('admin_list_beta_codes').range(4, 5)).data as { code: string }[]),
        ...((await admin.rpc('admin_list_beta_codes').range(6, 7)).data as { code: string }[]),
      ].map((row) => row.code),
    )
    expect(codes.size).toBe(7)
  })
})
