import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseEnv } from 'node:util'
import { JWT_SECRET } from '../config.ts'
import { signJwt } from '../jwt.ts'
import { repoRoot } from '../schema.ts'

/**
 * Runs supabase/functions with the real Deno (the `deno` npm package ships the binary) for the
 * embedded local backend, which proxies /functions/v1/* to it (functions-proxy.ts). Secrets come
 * from the environment of `npm run dev` / `npm run backend`, else from supabase/functions/.env
 * (git-ignored; see .env.example); the SUPABASE_* values are the local backend's own, as hosted
 * Supabase sets them for its functions.
 */

/** Keys of the local project, signed at start with its demo secret (no key string is kept here). */
const localKey = (role: 'anon' | 'service_role') =>
  signJwt({ role, iss: 'supabase-demo', exp: Math.floor(Date.now() / 1000) + 30 * 86_400 })

export const denoBinary = join(repoRoot, 'node_modules', '.bin', 'deno')
export const functionsDir = join(repoRoot, 'supabase', 'functions')

export interface FunctionsRunner {
  /** Where the functions listen, e.g. http://127.0.0.1:40123 */
  url: string
  close(): Promise<void>
}

/** supabase/functions/.env, if present, under the process environment (which wins). */
export function functionSecrets(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const file = join(functionsDir, '.env')
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  return { ...fromFile, ...env }
}

export async function startFunctions(options: {
  apiUrl: string
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}): Promise<FunctionsRunner> {
  if (!existsSync(denoBinary)) {
    throw new Error(`Deno is not installed (${denoBinary}); run npm ci`)
  }
  const log = options.log ?? ((line: string) => console.log(line))
  const child: ChildProcess = spawn(
    denoBinary,
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--no-prompt',
      join(functionsDir, '_local', 'serve.ts'),
      '--port',
      '0',
    ],
    {
      cwd: repoRoot,
      env: {
        ...functionSecrets(options.env),
        DENO_NO_UPDATE_CHECK: '1',
        SUPABASE_URL: options.apiUrl,
        SUPABASE_ANON_KEY: await localKey('anon'),
        SUPABASE_SERVICE_ROLE_KEY: await localKey('service_role'),
        SUPABASE_JWT_SECRET: JWT_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stderr?.on('data', (chunk: Buffer) => log(`[functions] ${chunk.toString().trimEnd()}`))
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Deno functions did not start in 60 s')),
      60_000,
    )
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const listening = /^\{"listening":(\d+)\}$/.exec(line.trim())
      if (listening) {
        clearTimeout(timer)
        resolvePort(Number(listening[1]))
      } else {
        log(`[functions] ${line}`)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Deno functions exited with ${code}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
