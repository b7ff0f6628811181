/**
 * `npm run dev`: Vite plus, unless a Supabase project is configured (VITE_SUPABASE_URL in the
 * environment, .env or .env.local), the embedded local backend in this process. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { DEFAULT_BACKEND_PORT, DEFAULT_INBOX_PORT } from '../supabase/local/config.ts'
import { configuredOrigins } from '../supabase/local/http/request-guard.ts'
import { describeBackend, startLocalBackend, type LocalBackend } from '../supabase/local/main.ts'
import { repoRoot } from '../supabase/local/schema.ts'

const envNumber = (name: string, fallback: number): number => {
  const value = process.env[name]
  return value && /^\d+$/.test(value) ? Number(value) : fallback
}

/**
 * `npm run dev -- --port 5180`: the origins of the port Vite is told to use, which the backend
 * must answer too (vite.config.ts's strictPort keeps Vite from moving elsewhere).
 */
function vitePortOrigins(args: readonly string[]): string[] {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='))
  const flag = args[index] ?? ''
  const port = flag.includes('=') ? flag.slice('--port='.length) : args[index + 1]
  return index >= 0 && port && /^\d+$/.test(port)
    ? [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
    : []
}

async function startBackendUnlessConfigured(): Promise<LocalBackend | undefined> {
  const fileEnv = loadEnv(process.env.MODE ?? 'development', repoRoot, 'VITE_')
  const configured = (process.env.VITE_SUPABASE_URL ?? fileEnv.VITE_SUPABASE_URL ?? '').trim()
  if (configured) {
    console.log(
      `VITE_SUPABASE_URL is set (${configured}): the embedded local backend is not started.`,
    )
    return undefined
  }
  const started = Date.now()
  try {
    const backend = await startLocalBackend({
      port: envNumber('LOCAL_BACKEND_PORT', DEFAULT_BACKEND_PORT),
      inboxPort: envNumber('LOCAL_INBOX_PORT', DEFAULT_INBOX_PORT),
      ...(process.env.LOCAL_DB_DIR ? { dataDir: process.env.LOCAL_DB_DIR } : {}),
      ...(process.env.LOCAL_SITE_URL ? { siteUrl: process.env.LOCAL_SITE_URL } : {}),
      allowedOrigins: [
        ...configuredOrigins(process.env.LOCAL_ALLOWED_ORIGINS),
        ...vitePortOrigins(process.argv.slice(2)),
      ],
      fresh: process.env.LOCAL_FRESH === '1',
      functions: true,
    })
    console.log(
      `Local backend ready in ${Date.now() - started} ms\n${await describeBackend(backend)}`,
    )
    return backend
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.log(
        'The local backend port is taken (another `npm run dev` or `npm run backend`?): using that one.',
      )
      return undefined
    }
    throw error
  }
}

async function main(): Promise<void> {
  const backend = await startBackendUnlessConfigured()
  const vite = spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), process.argv.slice(2), {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    vite.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  vite.on('exit', (code, signal) => {
    void (backend?.close() ?? Promise.resolve()).finally(() =>
      process.exit(code ?? (signal ? 0 : 1)),
    )
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
