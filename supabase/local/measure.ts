/**
 * Start-up and latency figures for the closing note of the local backend:
 * `npx tsx supabase/local/measure.ts`. Uses throwaway data dirs; touches nothing else.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { signJwt } from './jwt.ts'
import { startLocalBackend } from './main.ts'

/** The library screen's list query (src/entities/study-guide/guides-api.ts). */
const LIBRARY_COLUMNS =
  'id,t:title,c:cover_color,d:created_at,k:kind,s:source_guide_ids,p:preview,n:content_length'

class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by the local backend')
  }
}

// The same claims as the public demo anon key.
const anonKey = await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 })
const dataDir = await mkdtemp(join(tmpdir(), 'studywise-measure-'))
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now()
  const value = await work()
  return [value, performance.now() - started]
}

try {
  const [cold, coldMs] = await timed(() => startLocalBackend({ port: 0, inboxPort: 0, dataDir }))
  await cold.close()
  const warm: number[] = []
  for (let i = 0; i < 3; i++) {
    const [backend, ms] = await timed(() => startLocalBackend({ port: 0, inboxPort: 0, dataDir }))
    warm.push(ms)
    if (i < 2) await backend.close()
    else {
      const supabase = createClient(backend.url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoRealtime as never },
      })
      const { data } = await supabase.auth.signInWithPassword({
        email: 'student@example.com',
        password: 'student123!',
      })
      const userId = data.user!.id
      await supabase.from('study_guides').insert(
        Array.from({ length: 97 }, (_, n) => ({
          title: `Guide ${n}`,
          content: `# Guide ${n}\n\n${'Study content. '.repeat(300)}`,
        })),
      )
      const times: number[] = []
      for (let n = 0; n < 50; n++) {
        const [list, ms] = await timed(async () =>
          supabase
            .from('study_guide_summaries')
            .select(LIBRARY_COLUMNS)
            .eq('user_id', userId)
            .order('created_at', { ascending: false }),
        )
        if (list.data?.length !== 100) throw new Error('expected 100 guides')
        times.push(ms)
      }
      times.sort((a, b) => a - b)
      const q = (p: number): string =>
        times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1)
      console.log(
        `library list (100 guides, summaries view, 50 runs): median ${q(0.5)} ms, p95 ${q(0.95)} ms, min ${times[0]!.toFixed(1)} ms`,
      )
      await backend.close()
    }
  }
  console.log(`cold start (new data dir, cached template): ${coldMs.toFixed(0)} ms`)
  console.log(`warm starts (existing data dir): ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
