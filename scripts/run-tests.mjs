#!/usr/bin/env node
// `npm test`: every unit, component and database test, and the Edge Functions' Deno tests, then
// a plain closing line `N passed, N failed` (CI does not read vitest's own summary). Extra
// arguments go to vitest.
// With no PostgreSQL configured (PGHOST unset), a private server is started for the run when
// PostgreSQL is installed, so the tests that need real PostgreSQL run too.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPrivatePostgres } from './private-postgres.mjs'

const dir = mkdtempSync(join(tmpdir(), 'studywise-vitest-'))
const report = join(dir, 'report.json')
let postgres = null
if (!process.env.PGHOST) {
  const started = startPrivatePostgres()
  if (started.env) postgres = started
  else console.warn(`No PostgreSQL for the database tests that need it: ${started.reason}.`)
}
// Ctrl-C reaches vitest; this script still stops the private server afterwards.
process.on('SIGINT', () => {})
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, ...postgres?.env, NO_COLOR: '1' } },
)
postgres?.stop()

// The Edge Functions' tests (supabase/functions/**/*.test.ts) run in the real Deno (the `deno`
// npm package); type-checking them is `npm run typecheck`'s job, so they run unchecked here.
// With arguments (a vitest filter) only vitest runs.
let deno = { passed: 0, failed: 0, ok: true }
if (process.argv.length <= 2) {
  const result = spawnSync(
    join('node_modules', '.bin', 'deno'),
    ['test', '--no-prompt', '--no-check', 'supabase/functions'],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
  )
  process.stdout.write(result.stdout ?? '')
  process.stderr.write(result.stderr ?? '')
  const summary = /(\d+) passed \| (\d+) failed/.exec(result.stdout ?? '')
  deno = {
    passed: Number(summary?.[1] ?? 0),
    failed: Number(summary?.[2] ?? 0) + (summary ? 0 : 1),
    ok: result.status === 0,
  }
}

let passed = 0
let failed = 0
try {
  const results = JSON.parse(readFileSync(report, 'utf8'))
  passed = results.numPassedTests ?? 0
  failed = (results.numFailedTests ?? 0) + (results.numRuntimeErrorTestSuites ?? 0)
  if (results.numFailedTestSuites && !results.numFailedTests) failed += results.numFailedTestSuites
} catch {
  failed += 1
}
rmSync(dir, { recursive: true, force: true })
passed += deno.passed
failed += deno.failed
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status === 0 && deno.ok && failed === 0 ? 0 : 1)
