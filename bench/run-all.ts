/**
 * Runs every benchmark in turn (each is also runnable alone; see package.json `bench:*`).
 * Benchmarks are measurements, not tests: they print figures and never fail on a threshold.
 */
import { spawnSync } from 'node:child_process'

const benches = [
  ['build', 'npx vite build'],
  ['landing bundle', 'npx tsx bench/landing-bundle.ts'],
  [
    'public pages: FCP, LCP, TBT, CLS (Chromium, mobile throttling)',
    'npx tsx --tsconfig tsconfig.node.json bench/page-speed.ts',
  ],
  [
    'public pages: Lighthouse 12 scores, two runs each (preview build)',
    'npx tsx --tsconfig tsconfig.node.json bench/lighthouse.ts',
  ],
  ['offline engine (Node)', 'npx tsx --tsconfig tsconfig.node.json bench/offline-engine.ts'],
  [
    'offline engine (Chromium)',
    'npx tsx --tsconfig tsconfig.node.json bench/offline-engine.chromium.ts',
  ],
  ['PDF extraction (Chromium)', 'npx tsx --tsconfig tsconfig.node.json bench/extract-pdf.ts'],
  ['guide streaming (Chromium)', 'npx tsx --tsconfig tsconfig.node.json bench/streaming.ts'],
  ['token estimate vs tokenizers', 'npx tsx --tsconfig tsconfig.node.json bench/tokenizer.ts'],
  [
    'long source in Chromium: 300-page PDF, 8k window',
    'npx tsx --tsconfig tsconfig.node.json bench/long-source.ts',
  ],
  [
    'citations on the e2e corpus (Node)',
    'npx tsx --tsconfig tsconfig.node.json bench/citations.ts',
  ],
  ['library of 2,000 guides (Chromium)', 'npx tsx --tsconfig tsconfig.node.json bench/library.ts'],
  ['local backend start and latency', 'npx tsx supabase/local/measure.ts'],
  [
    'exam planner vs six simulated students and a per-card oracle (Node)',
    'npx tsx --tsconfig tsconfig.node.json bench/planner.ts',
  ],
  [
    'personal FSRS parameters on simulated students (Node)',
    'npx tsx --tsconfig tsconfig.node.json bench/fit.ts',
  ],
  ['Anki export and import of 10,000 cards', 'npx tsx --tsconfig tsconfig.node.json bench/anki.ts'],
] as const

for (const [name, command] of benches) {
  console.log(`\n=== ${name}: ${command}`)
  const run = spawnSync(command, { shell: true, stdio: 'inherit' })
  if (run.status !== 0) console.log(`(${name} exited with ${run.status})`)
}
