/**
 * Benchmark of the offline study engine on long texts (a page being ~3,000 characters): 50 pages
 * (~150,000 characters, the target being at most 1 s per call), 334 pages (~1,000,000) and 667
 * pages (~2,000,000, the most a guide takes). Times the analysis, the guide, the quiz, the
 * flashcards and a tutor answer, each on a cold cache. In the app these run in a worker
 * (`npm run bench:offline:chromium` measures the page meanwhile).
 * Run: npm run bench:offline [pages…]
 */
import { analyze } from '../src/study-engine/offline/analysis'
import { createOfflineEngine } from '../src/study-engine/offline/offline-engine'
import { buildLongText } from './offline-engine.text'

const TARGET_MS = 1_000

/**
 * Wall time and CPU time: on a shared machine the wall time includes waiting for a core, so the
 * CPU time is the fairer figure for what the engine itself costs.
 */
async function time<T>(label: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const cpuStart = process.cpuUsage()
  const start = performance.now()
  const result = await run()
  const wall = performance.now() - start
  const cpu = process.cpuUsage(cpuStart)
  const ms = (cpu.user + cpu.system) / 1000
  console.log(
    `  ${label.padEnd(36)} wall ${wall.toFixed(0).padStart(5)} ms   cpu ${ms.toFixed(0).padStart(5)} ms`,
  )
  return { result, ms }
}

/** Each call on a fresh copy of the text, as if it were the first call on it. */
async function benchSize(pages: number): Promise<{ chars: number; slowest: number }> {
  const text = buildLongText(pages)
  const words = text.split(/\s+/).length
  console.log(`\n${pages} pages: ${text.length} characters, ${words} words`)
  const engine = createOfflineEngine()
  let copies = 0
  const cold = () => `${text}${'\n'.repeat(++copies)}`
  const analysis = await time('analysis (sentences, ranks, terms)', async () => analyze(cold()))
  console.log(
    `    ${analysis.result.sentences.length} sentences, ${analysis.result.concepts.length} key phrases, ${analysis.result.definitions.length} definitions`,
  )
  const timings = [analysis.ms]
  const guide = await time('study guide, cold', () =>
    engine.generateStudyGuide({ content: cold() }),
  )
  timings.push(guide.ms)
  const quiz = { count: 10, includeBroader: false, difficulty: 'medium' as const }
  timings.push(
    (await time('quiz (10, medium), cold', () => engine.generateQuiz({ ...quiz, content: cold() })))
      .ms,
  )
  timings.push(
    (
      await time('flashcards (15), cold', () =>
        engine.generateFlashcards({ content: cold(), title: 'Notes', count: 15 }),
      )
    ).ms,
  )
  timings.push(
    (
      await time('tutor answer, cold', () =>
        engine.askTutor({
          guideContent: cold(),
          question: 'What do mitochondria release during cellular respiration?',
          history: [],
        }),
      )
    ).ms,
  )
  timings.push(
    (
      await time('quiz (20, hard) on the guide', () =>
        engine.generateQuiz({ ...quiz, count: 20, difficulty: 'hard', content: guide.result }),
      )
    ).ms,
  )
  console.log(`    guide: ${guide.result.length} characters`)
  return { chars: text.length, slowest: Math.max(...timings) }
}

async function main() {
  const sizes = process.argv.slice(2).map(Number)
  const results: { pages: number; chars: number; slowest: number }[] = []
  for (const pages of sizes.length > 0 ? sizes : [50, 334, 667])
    results.push({ pages, ...(await benchSize(pages)) })
  console.log('\nslowest cold call (CPU), per size:')
  for (const { pages, chars, slowest } of results) {
    const perMillion = (slowest / chars) * 1e6
    console.log(
      `  ${String(pages).padStart(4)} pages  ${String(chars).padStart(9)} characters  ${slowest.toFixed(0).padStart(5)} ms  (${perMillion.toFixed(0)} ms per million characters)`,
    )
  }
  const small = results.find((r) => r.chars <= 200_000)
  if (small)
    console.log(
      `150,000 characters: ${small.slowest.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${small.slowest <= TARGET_MS ? 'met' : 'MISSED'})`,
    )
}

await main()
