import { readFile } from 'node:fs/promises'
import { http, type HttpHandler } from 'msw'
import { inject } from 'vitest'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import type { PGlite } from '@electric-sql/pglite'
import type { LocalApi } from '../../supabase/local/api.ts'
import { keepSeed, type SeedReset } from './seed-reset'

/**
 * The real Supabase stand-in of component tests: every request to the Supabase URL goes to the
 * embedded local backend (supabase/local), in this process, on the seeded database (migrations +
 * seed, loaded from the run's dump on first use). Auth, PostgREST, grants and RLS all apply, so a
 * query the real backend would refuse fails here too. A vitest worker loads the database once;
 * after each file its rows and sequences go back to the seed's (seed-reset.ts), so every file
 * still starts from the seed, with a backend (settings, mail, sessions) of its own.
 */

let database: Promise<{ pg: PGlite; seed: SeedReset }> | undefined
let started: Promise<LocalApi<PGlite>> | undefined

function seededDatabase(): Promise<{ pg: PGlite; seed: SeedReset }> {
  database ??= (async () => {
    // Imported on first use: most test files never talk to Supabase and skip loading it all.
    const { loadDatabase } = await import('../../supabase/local/open-database.ts')
    const pg = await loadDatabase(new Blob([await readFile(inject('localBackendDump'))]))
    return { pg, seed: await keepSeed(pg) }
  })()
  return database
}

export function localBackend(): Promise<LocalApi<PGlite>> {
  started ??= (async () => {
    const [{ createLocalApi }, { pg }] = await Promise.all([
      import('../../supabase/local/api.ts'),
      seededDatabase(),
    ])
    // bcrypt cost 4 keeps the accounts tests create cheap; the cost is not under test.
    const api = createLocalApi(pg, { bcryptCost: 4, siteUrl: window.location.origin })
    api.settings.apiUrl = LOCAL_SUPABASE_URL
    return api
  })()
  return started
}

/**
 * Ends this file's backend (setup.ts, after all its tests): once its queued work is done, the
 * database goes back to the seed; one whose tables a test changed is closed, and the next file
 * loads a fresh copy.
 */
export async function closeLocalBackend(): Promise<void> {
  const api = await started
  started = undefined
  if (!api) return
  await api.db.run(async () => {})
  const { pg, seed } = await seededDatabase()
  if (await seed.restore()) return
  database = undefined
  await pg.close()
}

export interface BackendRequest {
  method: string
  /** The URL path, e.g. /rest/v1/study_guides or /auth/v1/token. */
  path: string
  params: URLSearchParams
  headers: Headers
  /** The JSON body, if any. */
  body: unknown
}

/** What the app sent to the backend during the current test (cleared after each test). */
export const backendRequests: BackendRequest[] = []

/** The requests of the current test to one path, e.g. '/rest/v1/quizzes' or '/auth/v1/token'. */
export const requestsTo = (path: string, method?: string): BackendRequest[] =>
  backendRequests.filter(
    (request) => request.path === path && (method === undefined || request.method === method),
  )

/**
 * Logs a request to the Supabase URL, whichever handler answers it (msw-server.ts calls this
 * for every request). The body arrives a moment later, long before the app sees the answer.
 */
export function recordBackendRequest(request: Request): void {
  const url = new URL(request.url)
  if (url.origin !== LOCAL_SUPABASE_URL) return
  const entry: BackendRequest = {
    method: request.method,
    path: url.pathname,
    params: url.searchParams,
    headers: request.headers,
    body: undefined,
  }
  backendRequests.push(entry)
  if (request.method === 'GET' || request.method === 'HEAD') return
  void request
    .clone()
    .text()
    .then((text) => {
      try {
        entry.body = text ? JSON.parse(text) : undefined
      } catch {
        entry.body = text
      }
    })
}

/** The msw handler that hands Supabase requests to the local backend (msw-server.ts). */
export const localBackendHandler: HttpHandler = http.all(
  `${LOCAL_SUPABASE_URL}/*`,
  async ({ request }) => (await localBackend()).handle(request),
)
