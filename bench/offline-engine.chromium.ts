/**
 * The same benchmark in Chromium (the target: a 50-page text in at most 1 s there).
 * Bundles the engine with esbuild, runs it in headless Chromium and prints each call's time.
 * Run: npx tsx --tsconfig tsconfig.node.json bench/offline-engine.chromium.ts [pages]
 * Uses CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { launchChromium } from '../tests/support/chromium'

const root = fileURLToPath(new URL('..', import.meta.url))
const pages = Number(process.argv[2] ?? 50)

// Runs in the page: each call on a fresh copy of the text, so no call profits from the cache.
const entry = `
import { createOfflineEngine } from './src/lib/offline-engine/offline-engine'
import { buildLongText } from './bench/offline-engine.text'

async function run() {
  const text = buildLongText(${pages})
  const engine = createOfflineEngine()
  const results = []
  let n = 0
  const fresh = () => text + '\\n'.repeat(++n)
  const time = async (label, call) => {
    const start = performance.now()
    const out = await call()
    results.push({ label, ms: performance.now() - start })
    return out
  }
  for (let round = 0; round < 3; round++) {
    const guide = await time('study guide', () => engine.generateStudyGuide({ content: fresh() }))
    await time('quiz (10, medium)', () => engine.generateQuiz({ content: fresh(), count: 10, includeBroader: false, difficulty: 'medium' }))
    await time('flashcards (15)', () => engine.generateFlashcards({ content: fresh(), title: 'Notes', count: 15 }))
    await time('tutor answer', () => engine.askTutor({ guideContent: fresh(), question: 'What do mitochondria release?', history: [] }))
    await time('quiz on the guide', () => engine.generateQuiz({ content: guide + '\\n'.repeat(round), count: 20, includeBroader: false, difficulty: 'hard' }))
  }
  return { chars: text.length, results }
}
window.__bench = run()
`

async function main() {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    alias: { '@': `${root}src` },
    target: 'es2022',
  })
  const code = bundle.outputFiles[0]?.text ?? ''
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.addScriptTag({ content: code })
    const { chars, results } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: Promise<{ chars: number; results: { label: string; ms: number }[] }>
          }
        ).__bench,
    )
    console.log(
      `Chromium ${browser.version()}: ${pages} pages, ${chars} characters, each call on a cold cache`,
    )
    const labels = [...new Set(results.map((r) => r.label))]
    for (const label of labels) {
      const times = results
        .filter((r) => r.label === label)
        .map((r) => r.ms)
        .sort((a, b) => a - b)
      const median = times[Math.floor(times.length / 2)] ?? 0
      console.log(
        `${label.padEnd(22)} median ${median.toFixed(0).padStart(5)} ms   runs ${times.map((t) => t.toFixed(0)).join(', ')}`,
      )
    }
    const worst = Math.max(
      ...labels.map((l) => {
        const times = results
          .filter((r) => r.label === l)
          .map((r) => r.ms)
          .sort((a, b) => a - b)
        return times[Math.floor(times.length / 2)] ?? 0
      }),
    )
    console.log(`slowest median: ${worst.toFixed(0)} ms (target ≤ 1000 ms)`)
  } finally {
    await browser.close()
  }
}

await main()
