import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN,
  client,
  latestToken,
  serviceRoleKey,
  startTestBackend,
  STUDENT,
  uniqueEmail,
} from './helpers.ts'

/** The library screen's list query (src/entities/study-guide/guides-api.ts). */
const LIBRARY_COLUMNS =
  'id,t:title,c:cover_color,d:created_at,k:kind,s:source_guide_ids,p:preview,n:content_length'

const run = promisify(execFile)
const repoRoot = join(import.meta.dirname, '..', '..')

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studywise-persist-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function usedBy(
  backend: Awaited<ReturnType<typeof startTestBackend>>,
  code: string,
): Promise<string | null> {
  const admin = client(backend)
  await admin.auth.signInWithPassword(ADMIN)
  const { data } = await admin.rpc('admin_list_beta_codes')
  return (
    (data as { code: string; used_by_email: string | null }[]).find((c) => c.code === code)
      ?.used_by_email ?? null
  )
}

describe('the data dir', () => {
  const email = uniqueEmail('keeper')
  const password = 'keep-pass-1'

  it('keeps accounts, guides and used codes across a restart', async () => {
    const first = await startTestBackend({ dataDir })
    try {
      const supabase = client(first)
      await supabase.auth.signUp({
        email,
        password,
        options: { data: { name: 'Keeper', beta_code: 'WELCOME1' } },
      })
      const { tokenHash } = await latestToken(first, email)
      await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
      const insert = await supabase
        .from('study_guides')
        .insert({ title: 'Kept guide', content: 'Kept content' })
      expect(insert.error).toBeNull()
    } finally {
      await first.stop()
    }

    const started = performance.now()
    const second = await startTestBackend({ dataDir })
    const warmMs = performance.now() - started
    try {
      console.log(`[measure] warm start (existing data dir): ${warmMs.toFixed(0)} ms`)
      const supabase = client(second)
      const signIn = await supabase.auth.signInWithPassword({ email, password })
      expect(signIn.error).toBeNull()
      const guides = await supabase.from('study_guides').select('title')
      expect(guides.data).toEqual([{ title: 'Kept guide' }])
      expect(await usedBy(second, 'WELCOME1')).toBe(email)
    } finally {
      await second.stop()
    }
  })

  it('is restored to the seed by npm run db:reset (scripts/db-reset.ts)', async () => {
    const { stdout } = await run(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['scripts/db-reset.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, LOCAL_DB_DIR: dataDir, LOCAL_BACKEND_PORT: '1' },
      },
    )
    expect(stdout).toContain('Database reset to the seed')
    const backend = await startTestBackend({ dataDir })
    try {
      const gone = await client(backend).auth.signInWithPassword({ email, password })
      expect(gone.error?.code).toBe('invalid_credentials')
      expect(await usedBy(backend, 'WELCOME1')).toBeNull()
      const student = client(backend)
      await student.auth.signInWithPassword(STUDENT)
      const guides = await student.from('study_guide_summaries').select('title')
      expect(guides.data).toHaveLength(3)
    } finally {
      await backend.stop()
    }
  })
})

describe('measurements', () => {
  it('lists a library of 100 guides through the summaries view', async () => {
    const backend = await startTestBackend()
    try {
      const student = client(backend)
      const { data } = await student.auth.signInWithPassword(STUDENT)
      const userId = data.user!.id
      const guides = Array.from({ length: 97 }, (_, i) => ({
        title: `Guide ${i}`,
        content: `# Guide ${i}\n\n${'Study content. '.repeat(300)}`,
        user_id: userId,
      }))
      const insert = await student.from('study_guides').insert(guides)
      expect(insert.error).toBeNull()
      const timings: number[] = []
      for (let i = 0; i < 30; i++) {
        const t = performance.now()
        const list = await student
          .from('study_guide_summaries')
          .select(LIBRARY_COLUMNS)
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
        timings.push(performance.now() - t)
        expect(list.data).toHaveLength(100)
      }
      timings.sort((a, b) => a - b)
      const pick = (q: number): string =>
        timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1)
      console.log(
        `[measure] library list of 100 guides: median ${pick(0.5)} ms, p95 ${pick(0.95)} ms, min ${timings[0]!.toFixed(1)} ms`,
      )
      const service = client(backend, await serviceRoleKey())
      const { count } = await service
        .from('study_guides')
        .select('*', { count: 'exact', head: true })
      expect(count).toBe(100)
    } finally {
      await backend.stop()
    }
  })
})
