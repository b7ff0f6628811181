/**
 * Benchmark of the offline study engine on a 50-page text (~150,000 characters, a page being
 * ~3,000 characters): times the guide, the quiz, the flashcards and a tutor answer.
 * Run: npx tsx --tsconfig tsconfig.node.json bench/offline-engine.ts [pages]
 */
import { analyze } from '../src/lib/offline-engine/analysis'
import { createOfflineEngine } from '../src/lib/offline-engine/offline-engine'
import { buildLongText } from './offline-engine.text'

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
    `${label.padEnd(36)} wall ${wall.toFixed(0).padStart(5)} ms   cpu ${ms.toFixed(0).padStart(5)} ms`,
  )
  return { result, ms }
}

async function main() {
  const pages = Number(process.argv[2] ?? 50)
  const text = buildLongText(pages)
  const words = text.split(/\s+/).length
  console.log(`text: ${pages} pages, ${text.length} characters, ${words} words`)
  const engine = createOfflineEngine()
  const timings: number[] = []
  const analysis = await time('analysis (sentences, ranks, terms)', async () => analyze(text))
  console.log(
    `  ${analysis.result.sentences.length} sentences, ${analysis.result.concepts.length} key phrases, ${analysis.result.definitions.length} definitions`,
  )
  const guide = await time('study guide (incl. cached analysis)', () =>
    engine.generateStudyGuide({ content: text }),
  )
  // Each method on a cold cache, as if it were the first call on this text.
  const cold = (content: string) => `${content}\n`
  timings.push(
    (await time('study guide, cold', () => engine.generateStudyGuide({ content: cold(text) }))).ms,
  )
  timings.push(
    (
      await time('quiz (10, medium), cold', () =>
        engine.generateQuiz({
          content: cold(cold(text)),
          count: 10,
          includeBroader: false,
          difficulty: 'medium',
        }),
      )
    ).ms,
  )
  timings.push(
    (
      await time('flashcards (15), cold', () =>
        engine.generateFlashcards({ content: cold(cold(cold(text))), title: 'Notes', count: 15 }),
      )
    ).ms,
  )
  timings.push(
    (
      await time('tutor answer, cold', () =>
        engine.askTutor({
          guideContent: cold(cold(cold(cold(text)))),
          question: 'What do mitochondria release during cellular respiration?',
          history: [],
        }),
      )
    ).ms,
  )
  timings.push(
    (
      await time('quiz on the 50-page guide', () =>
        engine.generateQuiz({
          content: guide.result,
          count: 20,
          includeBroader: false,
          difficulty: 'hard',
        }),
      )
    ).ms,
  )
  console.log(`guide length: ${guide.result.length} characters`)
  console.log(
    `slowest cold call: ${Math.max(...timings).toFixed(0)} ms CPU (target ≤ 1000 ms in Chromium)`,
  )
}

await main()
