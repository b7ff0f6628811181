import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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
 * Supabase sets them for its functions, and ALLOWED_ORIGINS the backend's own list.
 *
 * Deno itself is the child process (not the npm package's Node wrapper, which would outlive a
 * signal meant for it): stopping the backend stops it, and it also exits when its stdin closes,
 * so a backend that dies without stopping it leaves no listener holding the provider's key.
 */

/** Keys of the local project, signed at start with its demo secret (no key string is kept here). */
const localKey = (role: 'anon' | 'service_role') =>
  signJwt({ role, iss: 'supabase-demo', exp: Math.floor(Date.now() / 1000) + 30 * 86_400 })

/** The Deno executable the `deno` npm package installed (its bin is a Node wrapper around it). */
export function denoExecutable(): string {
  const require = createRequire(join(repoRoot, 'package.json'))
  const install = require('deno/install_api.cjs') as { runInstall(): string }
  return install.runInstall()
}
export const functionsDir = join(repoRoot, 'supabase', 'functions')

export interface FunctionsRunner {
  /** Where the functions listen, e.g. http://127.0.0.1:40123 */
  url: string
  /** The Deno process. */
  pid: number
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
  /** The pages that may call the functions (the backend's own origins). */
  origins?: ReadonlySet<string>
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}): Promise<FunctionsRunner> {
  let deno: string
  try {
    deno = denoExecutable()
  } catch (error) {
    throw new Error(`Deno is not installed (${(error as Error).message}); run npm ci`, {
      cause: error,
    })
  }
  const log = options.log ?? ((line: string) => console.log(line))
  const secrets = functionSecrets(options.env)
  const child: ChildProcess = spawn(
    deno,
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
        ...secrets,
        ALLOWED_ORIGINS: secrets.ALLOWED_ORIGINS ?? [...(options.origins ?? [])].join(','),
        DENO_NO_UPDATE_CHECK: '1',
        SUPABASE_URL: options.apiUrl,
        SUPABASE_ANON_KEY: await localKey('anon'),
        SUPABASE_SERVICE_ROLE_KEY: await localKey('service_role'),
        SUPABASE_JWT_SECRET: JWT_SECRET,
      },
      // stdin stays open while this process lives: Deno exits when it closes (serve.ts).
      stdio: ['pipe', 'pipe', 'pipe'],
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
    pid: child.pid!,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        const force = setTimeout(() => child.kill('SIGKILL'), 3_000)
        child.once('exit', () => {
          clearTimeout(force)
          done()
        })
        child.stdin?.end()
        child.kill('SIGTERM')
      }),
  }
}
