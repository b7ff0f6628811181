#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium; after its summary the 15 slowest tests,
// then a plain closing line `N passed, N failed, N flaky` (a test that passed only on a retry is
// flaky, not passed; see e2e-summary.mjs), always the last line. Extra arguments go to
// `playwright test`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { e2eSummary, slowestTests } from './e2e-summary.mjs'

const dir = mkdtempSync(join(tmpdir(), 'studywise-e2e-'))
const reportFile = join(dir, 'report.json')
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, NO_COLOR: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
  },
)

let report
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'))
} catch {
  report = undefined
}
rmSync(dir, { recursive: true, force: true })
const summary = e2eSummary(report)
for (const line of slowestTests(report)) console.log(line)
for (const title of summary.flaky) console.log(`flaky (passed only on a retry): ${title}`)
console.log(summary.line)
process.exit(run.status === 0 && summary.failed === 0 ? 0 : 1)
