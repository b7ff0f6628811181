#!/usr/bin/env node
// `npm test`: every unit, component and database test, then a plain closing line
// `N passed, N failed` (CI does not read vitest's own summary). Extra arguments go to vitest.
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
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status === 0 && failed === 0 ? 0 : 1)
