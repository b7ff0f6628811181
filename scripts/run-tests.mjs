#!/usr/bin/env node
// `npm test`: every unit, component and database test, then a plain closing line
// `N passed, N failed` (CI does not read vitest's own summary). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'studywise-vitest-'))
const report = join(dir, 'report.json')
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
  { stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } },
)

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
