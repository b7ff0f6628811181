/// <reference types="vite/client" />
/**
 * Browser side of bench/offline-engine.chromium.ts: runs the app's offline engine as the app does
 * (in its worker) or in place, on a long text, timing each call while recording the page's
 * main-thread long tasks and the largest gap between animation frames.
 */
import { createOfflineEngineInWorker } from '@/study-engine/offline/offline-in-worker'
import type { StudyEngine } from '@/study-engine/types'
import { buildLongText } from './offline-engine.text'

export interface OfflineBenchCall {
  label: string
  ms: number
}

export interface OfflineBenchRun {
  chars: number
  calls: OfflineBenchCall[]
  longTasks: number[]
  maxFrameGapMs: number
}

declare global {
  interface Window {
    runOfflineBench: (pages: number, where: 'worker' | 'in place') => Promise<OfflineBenchRun>
  }
}

/** The calls the app makes on new material, each on a fresh copy (no call profits from a cache). */
async function calls(engine: StudyEngine, text: string): Promise<OfflineBenchCall[]> {
  const results: OfflineBenchCall[] = []
  let copies = 0
  const fresh = () => `${text}${'\n'.repeat(++copies)}`
  const time = async <T>(label: string, call: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    const out = await call()
    results.push({ label, ms: performance.now() - start })
    return out
  }
  await time('title', () => engine.generateTitle(fresh()))
  const guide = await time('study guide', () => engine.generateStudyGuide({ content: fresh() }))
  const quiz = { count: 10, includeBroader: false, difficulty: 'medium' as const }
  await time('quiz (10, medium)', () => engine.generateQuiz({ ...quiz, content: fresh() }))
  await time('flashcards (15)', () =>
    engine.generateFlashcards({ content: fresh(), title: 'Notes', count: 15 }),
  )
  await time('tutor answer', () =>
    engine.askTutor({
      guideContent: fresh(),
      question: 'What do mitochondria release?',
      history: [],
    }),
  )
  await time('quiz on the guide', () => engine.generateQuiz({ ...quiz, content: guide }))
  return results
}

window.runOfflineBench = async (pages, where) => {
  const text = buildLongText(pages)
  const engine = createOfflineEngineInWorker(where === 'worker' ? undefined : null)
  // The worker (or the in-place engine) is loaded before measuring.
  await engine.generateTitle('Warm up. The engine loads before the clock starts.')
  await new Promise((resolve) => setTimeout(resolve, 300))

  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  let maxFrameGapMs = 0
  let lastFrame = performance.now()
  let measuring = true
  const onFrame = (now: number) => {
    maxFrameGapMs = Math.max(maxFrameGapMs, now - lastFrame)
    lastFrame = now
    if (measuring) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)

  const results = await calls(engine, text)
  // The next frame closes the gap a blocked main thread leaves open.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  measuring = false
  // Long-task entries are delivered asynchronously; give the observer a moment to flush.
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  return { chars: text.length, calls: results, longTasks, maxFrameGapMs }
}
