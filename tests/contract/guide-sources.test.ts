/**
 * study_guide_sources through the local backend with supabase-js, the calls
 * src/entities/study-guide/source-api.ts makes: the REST layer passes the stored passages
 * through and returns the database's size refusal as PostgREST does (code 23514 and the
 * constraint's name), which is what the save API turns into the size message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, startTestBackend, STUDENT, type TestBackend } from './helpers.ts'

const GUIDE = '00000000-0000-4000-8000-0000000000a1'
const OTHER_GUIDE = '00000000-0000-4000-8000-0000000000a2'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend.stop()
})

describe('a guide source over the REST API', () => {
  it('saves passages once, reads them back, and gives no row for a guide without one', async () => {
    const supabase = client(backend)
    await supabase.auth.signInWithPassword(STUDENT)
    const passages = [
      { pg: 1, t: 'Cells 🧬 divide.', f: 'biology.pdf' },
      { hd: 'Energy', t: 'Energy\n\nATP.', f: 'notes.docx' },
    ]
    const saved = await supabase.from('study_guide_sources').insert({ guide_id: GUIDE, passages })
    expect(saved.error).toBeNull()
    const read = await supabase
      .from('study_guide_sources')
      .select('passages')
      .eq('guide_id', GUIDE)
      .maybeSingle()
    expect(read.data).toEqual({ passages })
    const none = await supabase
      .from('study_guide_sources')
      .select('passages')
      .eq('guide_id', OTHER_GUIDE)
      .maybeSingle()
    expect(none).toMatchObject({ data: null, error: null })
    const again = await supabase.from('study_guide_sources').insert({ guide_id: GUIDE, passages })
    expect(again.error?.code).toBe('23505')
  })

  it('refuses more than 2,000,000 characters with the constraint named', async () => {
    const supabase = client(backend)
    await supabase.auth.signInWithPassword(STUDENT)
    const { error, status } = await supabase
      .from('study_guide_sources')
      .insert({ guide_id: OTHER_GUIDE, passages: [{ pg: 1, t: 'a'.repeat(2_000_001) }] })
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain('study_guide_sources_char_limit')
  })

  it('gives anonymous callers nothing', async () => {
    const anon = client(backend)
    const { error } = await anon.from('study_guide_sources').select('passages')
    expect(error?.code).toBe('42501')
  })
})
