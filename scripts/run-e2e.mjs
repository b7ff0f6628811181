#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium, then a plain closing line
// `N passed, N failed`. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'studywise-e2e-'))
const report = join(dir, 'report.json')
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, NO_COLOR: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  },
)

let passed = 0
let failed = 0
try {
  const { stats } = JSON.parse(readFileSync(report, 'utf8'))
  passed = (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed = stats.unexpected ?? 0
} catch {
  failed += 1
}
rmSync(dir, { recursive: true, force: true })
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status === 0 && failed === 0 ? 0 : 1)
