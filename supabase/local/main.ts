import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createLocalApi, type LocalApiOptions } from './api.ts'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_BACKEND_PORT,
  DEFAULT_DB_DIR,
  DEFAULT_INBOX_PORT,
  STATEMENT_TIMEOUT_MS,
} from './config.ts'
import type { Tx } from './db.ts'
import { configuredOrigins } from './http/request-guard.ts'
import { createInboxServer } from './mail/inbox-server.ts'
import { repoRoot } from './schema.ts'
import { startFunctions, type FunctionsRunner } from './functions/functions-runner.ts'
import { createApiServer } from './server.ts'
import { WorkerDb } from './worker-db.ts'

export interface LocalBackendOptions extends LocalApiOptions {
  /** 0 picks a free port (tests). Default LOCAL_BACKEND_PORT or 54321. */
  port?: number
  inboxPort?: number
  host?: string
  /** Default LOCAL_DB_DIR or .local-db/data (relative to the repository). */
  dataDir?: string
  /** Wipe the data dir first (LOCAL_FRESH=1). */
  fresh?: boolean
  /**
   * Serve supabase/functions on /functions/v1/* with the real Deno, secrets from `functionsEnv`
   * (default: this process's environment) over supabase/functions/.env.
   */
  functions?: boolean
  functionsEnv?: NodeJS.ProcessEnv
  /** Default STATEMENT_TIMEOUT_MS (10 s). */
  statementTimeoutMs?: number
}

export interface LocalBackend {
  url: string
  /** Where the Deno functions listen themselves, when they run (the API proxies to them). */
  functionsUrl: string | undefined
  inboxUrl: string
  dataDir: string
  /**
   * The database as the superuser, for tests and scripts that inspect or prepare state; each
   * call is its own transaction, queued with the requests'.
   */
  pg: Tx
  close(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePort((server.address() as AddressInfo).port))
  })
}

const closeServer = (server: Server): Promise<void> =>
  new Promise((done) => {
    server.close(() => done())
    server.closeAllConnections()
  })

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = resolve(repoRoot, options.dataDir ?? DEFAULT_DB_DIR)
  if (options.fresh) await rm(dataDir, { recursive: true, force: true })
  const pg = await WorkerDb.open(dataDir, {
    statementTimeoutMs: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    onRestart: (reason) => console.warn(`[local backend] ${reason}`),
  })
  const onError = options.onError ?? ((error: unknown) => console.error('[local backend]', error))
  const { handle, db, settings, origins } = createLocalApi(pg, { ...options, onError })
  const superuser: Tx = {
    query: (sql, params) => db.run((tx) => tx.query(sql, params)),
    exec: (sql) => db.run((tx) => tx.exec(sql)),
  }
  let functions: FunctionsRunner | undefined
  const api = createApiServer(handle, onError, () => functions?.url, origins)
  const inbox = createInboxServer(db, onError)
  try {
    const apiPort = await listen(api, options.port ?? DEFAULT_BACKEND_PORT, host)
    const inboxPort = await listen(inbox, options.inboxPort ?? DEFAULT_INBOX_PORT, host)
    settings.apiUrl = `http://${host}:${apiPort}`
    if (options.functions) {
      // Without Deno the rest of the backend still serves; /functions/v1 answers 503.
      functions = await startFunctions({
        apiUrl: settings.apiUrl,
        origins,
        env: options.functionsEnv,
      }).catch((error: unknown) => {
        console.warn(`Edge Functions not started: ${(error as Error).message}`)
        return undefined
      })
    }
    return {
      url: settings.apiUrl,
      functionsUrl: functions?.url,
      inboxUrl: `http://${host}:${inboxPort}`,
      dataDir,
      pg: superuser,
      close: async () => {
        await Promise.all([closeServer(api), closeServer(inbox), functions?.close()])
        await pg.close()
      },
    }
  } catch (error) {
    await Promise.all([closeServer(api), closeServer(inbox), functions?.close()])
    await pg.close()
    throw error
  }
}

const envNumber = (name: string, fallback: number): number => {
  const value = process.env[name]
  return value && /^\d+$/.test(value) ? Number(value) : fallback
}

/** What a developer needs on screen: where things are and how to sign in. */
export async function describeBackend(backend: LocalBackend): Promise<string> {
  const { rows: codes } = await backend.pg.query<{ code: string }>(
    `select code from public.beta_access_codes where is_active and used_at is null order by code`,
  )
  return [
    `Supabase API   ${backend.url}   (anon key: LOCAL_SUPABASE_ANON_KEY in .env.example)`,
    `Mail inbox     ${backend.inboxUrl}`,
    `Functions      ${backend.functionsUrl ? `${backend.url}/functions/v1/ai, …/feedback (Deno)` : 'not running'}`,
    `Data           ${backend.dataDir}`,
    `Logins         admin@example.com / admin123!   ·   student@example.com / student123!`,
    `Beta codes     ${codes.map((c) => c.code).join(', ') || '(none left: npm run db:reset)'}`,
  ].join('\n')
}

async function main(): Promise<void> {
  const started = Date.now()
  const existed = existsSync(resolve(repoRoot, process.env.LOCAL_DB_DIR ?? DEFAULT_DB_DIR))
  const backend = await startLocalBackend({
    port: envNumber('LOCAL_BACKEND_PORT', DEFAULT_BACKEND_PORT),
    inboxPort: envNumber('LOCAL_INBOX_PORT', DEFAULT_INBOX_PORT),
    ...(process.env.LOCAL_DB_DIR ? { dataDir: process.env.LOCAL_DB_DIR } : {}),
    ...(process.env.LOCAL_SITE_URL ? { siteUrl: process.env.LOCAL_SITE_URL } : {}),
    allowedOrigins: configuredOrigins(process.env.LOCAL_ALLOWED_ORIGINS),
    // Short-lived access tokens for trying sessions over time (config.toml's jwt_expiry else).
    ...(process.env.LOCAL_JWT_EXPIRY
      ? { accessTokenTtlSeconds: envNumber('LOCAL_JWT_EXPIRY', ACCESS_TOKEN_TTL_SECONDS) }
      : {}),
    fresh: process.env.LOCAL_FRESH === '1',
    functions: true,
  })
  const kind = existed && process.env.LOCAL_FRESH !== '1' ? 'warm' : 'cold'
  console.log(
    `Local backend ready in ${Date.now() - started} ms (${kind} start)\n${await describeBackend(backend)}`,
  )
  const stop = (): void => {
    void backend.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
