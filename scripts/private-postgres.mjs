// A throwaway PostgreSQL server for `npm test`, so the database tests that need real PostgreSQL
// (RLS matrix, sign-up race) run wherever PostgreSQL is installed, without setting up a cluster.
// Used only when no server is configured through PGHOST; listens on a Unix socket in a temporary
// folder (no TCP port), and is stopped and deleted afterwards.
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/** The newest installed server's bin folder (Debian layout), or null. */
function findServerBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  return newest ? join(root, newest, 'bin') : null
}

/**
 * Starts the server and returns the PG* variables that reach it plus `stop()`, or null (with the
 * reason) when PostgreSQL is not installed or cannot start. initdb refuses to run as root, so as
 * root the server runs as the `postgres` system user.
 */
export function startPrivatePostgres() {
  const bin = findServerBin()
  if (!bin) return { reason: 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)' }
  const asRoot = userInfo().uid === 0
  const owner = asRoot ? 'postgres' : userInfo().username
  const dir = mkdtempSync(join(tmpdir(), 'studywise-pg-'))
  const data = join(dir, 'data')
  const run = (command, args) => {
    const tool = join(bin, command)
    if (asRoot) execFileSync('runuser', ['-u', owner, '--', tool, ...args], { stdio: 'pipe' })
    else execFileSync(tool, args, { stdio: 'pipe' })
  }
  try {
    if (asRoot) {
      const id = (flag) => Number(execFileSync('id', [flag, owner]).toString())
      chownSync(dir, id('-u'), id('-g'))
      chmodSync(dir, 0o755)
    }
    run('initdb', ['-D', data, '-U', owner, '-A', 'trust', '--no-sync', '-E', 'UTF8'])
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-k ${dir} -c listen_addresses= -c fsync=off -c max_connections=200`,
      'start',
    ])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { reason: `could not start a private PostgreSQL: ${error.message.split('\n')[0]}` }
  }
  return {
    env: { PGHOST: dir, PGUSER: owner, PGDATABASE: 'postgres' },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
