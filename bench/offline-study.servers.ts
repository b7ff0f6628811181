/**
 * The servers bench/offline-study.ts measures against, as playwright.config.ts starts them for
 * the e2e tests: the embedded local backend on a fresh database, and the production build
 * (`vite build`, served by `vite preview`) pointed at it. E2E_PORT_OFFSET moves the ports.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { e2eEnv as E2eEnv, ports as Ports } from '../tests/e2e/support/env'

/** Where the production build is written and served from. */
export const buildDir = (e2eEnv: typeof E2eEnv) => `dist-bench-offline-${e2eEnv.offset}`

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function start(command: string, env: Record<string, string>): ChildProcess {
  return spawn('sh', ['-c', command], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}

/** Starts both; resolves once both answer, with the function that stops them. */
export async function startServers(
  e2eEnv: typeof E2eEnv,
  ports: typeof Ports,
): Promise<() => void> {
  // SOURCEMAP=1: the build's source maps beside it, unreferenced (SYNC_TRACE names functions).
  const maps = process.env.SOURCEMAP ? ' --sourcemap hidden' : ''
  const outDir = buildDir(e2eEnv)
  const children = [
    // BACKEND_CPU_PROF=<folder>: CPU profiles of the backend's threads (node --cpu-prof).
    start(
      process.env.BACKEND_CPU_PROF
        ? `node --cpu-prof --cpu-prof-dir=${process.env.BACKEND_CPU_PROF} --import tsx supabase/local/main.ts`
        : 'npx tsx supabase/local/main.ts',
      {
        LOCAL_BACKEND_PORT: String(ports.backend),
        LOCAL_INBOX_PORT: String(ports.inbox),
        LOCAL_DB_DIR: `.local-db/bench-offline-${e2eEnv.offset}`,
        LOCAL_SITE_URL: e2eEnv.appUrl,
        LOCAL_FRESH: '1',
      },
    ),
    start(
      // REUSE_BUILD=1: serves the last build of this offset again (the same source, no rebuild).
      `${process.env.REUSE_BUILD ? '' : `npx vite build --logLevel warn${maps} --outDir ${outDir} --emptyOutDir && `}npx vite preview --outDir ${outDir} --port ${ports.app} --strictPort`,
      {
        VITE_SUPABASE_URL: e2eEnv.backendUrl,
        VITE_SUPABASE_ANON_KEY: e2eEnv.anonKey,
        VITE_FEEDBACK_WEBHOOK_URL: '',
        VITE_AI_BASE_URL: '',
        VITE_AI_API_KEY: '',
        VITE_AI_MODEL: '',
      },
    ),
  ]
  const stop = () => {
    for (const child of children)
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already ended (a server that failed to start): the others are still stopped.
      }
  }
  try {
    await waitFor(`${e2eEnv.backendUrl}/auth/v1/health`, 180_000)
    await waitFor(e2eEnv.appUrl, 600_000)
  } catch (error) {
    stop()
    throw error
  }
  return stop
}
