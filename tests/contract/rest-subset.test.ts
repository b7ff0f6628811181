import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, client, startTestBackend, STUDENT, type TestBackend } from './helpers.ts'

let backend: TestBackend
let student: SupabaseClient
let admin: SupabaseClient
let studentId: string
beforeAll(async () => {
  backend = await startTestBackend()
  student = client(backend)
  studentId = (await student.auth.signInWithPassword(STUDENT)).data.user!.id
  admin = client(backend)
  await admin.auth.signInWithPassword(ADMIN)
})
afterAll(async () => {
  await backend.stop()
})

describe('the PostgREST subset', () => {
  it('filters, orders, pages and counts like PostgREST', async () => {
    const all = await student
      .from('study_guides')
      .select('title', { count: 'exact' })
      .order('title')
    expect(all.count).toBe(3)
    const titles = (all.data as { title: string }[]).map((g) => g.title)
    expect(titles).toEqual([...titles].sort())

    const page = await student.from('study_guides').select('title').order('title').range(1, 1)
    expect(page.data).toEqual([{ title: titles[1] }])
    const head = await student.from('study_guides').select('*', { count: 'exact', head: true })
    expect(head.count).toBe(3)
    expect(head.data).toBeNull()

    const ilike = await student.from('study_guides').select('title').ilike('title', '%CELL%')
    expect((ilike.data as { title: string }[]).every((g) => /cell/i.test(g.title))).toBe(true)
    expect(ilike.data?.length).toBeGreaterThan(0)
    const not = await student.from('study_guides').select('title').neq('title', titles[0]!)
    expect(not.data).toHaveLength(2)
    const either = await student
      .from('study_guides')
      .select('title')
      .or(`title.eq.${titles[0]},title.eq.${titles[2]}`)
    expect(either.data).toHaveLength(2)
    const isNull = await student.from('study_guides').select('id').is('cover_color', null)
    expect(isNull.data).toEqual([])
    const inIds = await student
      .from('study_guides')
      .select('title')
      .in('title', [titles[0]!, 'nope'])
    expect(inIds.data).toEqual([{ title: titles[0] }])
    const maybe = await student.from('study_guides').select('id').eq('title', 'nope').maybeSingle()
    expect(maybe).toMatchObject({ data: null, error: null })
    const aliased = await student
      .from('study_guides')
      .select('name:title')
      .eq('title', titles[0]!)
      .single()
    expect(aliased.data).toEqual({ name: titles[0] })
  })

  it('inserts arrays, upserts, updates one column and deletes with representation', async () => {
    const mixed = [
      { title: 'A', content: 'a' },
      { title: 'B', content: 'b', cover_color: 'from-teal-400 to-teal-600' },
    ]
    // supabase-js' default for bulk inserts: a missing key is null (a not-null violation here).
    const nulls = await student.from('study_guides').insert(mixed)
    expect(nulls.status).toBe(400)
    expect(nulls.error?.code).toBe('23502')
    const rows = await student
      .from('study_guides')
      .insert(mixed, { defaultToNull: false })
      .select('id, title, cover_color, user_id')
    expect(rows.status).toBe(201)
    const [a, b] = rows.data as {
      id: string
      title: string
      cover_color: string
      user_id: string
    }[]
    expect(a?.user_id).toBe(studentId)
    expect(b?.cover_color).toBe('from-teal-400 to-teal-600')

    const upsert = await student
      .from('study_guides')
      .upsert({ id: a!.id, title: 'A2', content: 'a2' })
      .select('title')
      .single()
    expect(upsert.data).toEqual({ title: 'A2' })
    const renamed = await student
      .from('study_guides')
      .update({ title: 'B2' })
      .eq('id', b!.id)
      .select('title')
    expect(renamed.data).toEqual([{ title: 'B2' }])
    const badColor = await student
      .from('study_guides')
      .update({ cover_color: 'red' })
      .eq('id', b!.id)
    expect(badColor.status).toBe(400)
    expect(badColor.error?.code).toBe('23514')

    const gone = await student.from('study_guides').delete().in('id', [a!.id, b!.id]).select('id')
    expect(gone.data).toHaveLength(2)
  })

  it('calls functions returning a scalar, a row and a set', async () => {
    const generated = await admin.rpc('generate_beta_code')
    expect(generated.error).toBeNull()
    const code = generated.data as { id: string; code: string; is_active: boolean }
    expect(code.code).toMatch(/^[A-Z0-9]{8}$/)
    expect(await student.rpc('check_beta_code', { code: code.code.toLowerCase() })).toMatchObject({
      data: true,
    })
    const deactivated = await admin.rpc('deactivate_beta_code', { code_id: code.id })
    expect(deactivated.data).toMatchObject({ id: code.id, is_active: false })
    const list = await admin.rpc('admin_list_beta_codes')
    expect((list.data as { code: string }[])[0]?.code).toBe(code.code)
    const missingArg = await admin.rpc('deactivate_beta_code', {})
    expect(missingArg.error?.code).toBe('PGRST202')
  })
})
