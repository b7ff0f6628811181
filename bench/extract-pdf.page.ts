/// <reference types="vite/client" />
/**
 * Browser side of bench/extract-pdf.ts: extracts the served PDF through the app's public API
 * while recording main-thread long tasks and the largest gap between animation frames.
 */
import { extractFile, preloadExtractors } from '@/lib/extract/extract-files'

export interface BenchRun {
  pages: number
  ms: number
  firstPageMs: number
  chars: number
  /** The extracted text, compared with pdftotext's. */
  content: string
  warnings: string[]
  longTasks: number[]
  maxFrameGapMs: number
}

declare global {
  interface Window {
    runExtractBench: (url: string) => Promise<BenchRun>
    preloadExtractors: () => void
    extractText: (url: string) => Promise<string>
  }
}

window.preloadExtractors = preloadExtractors

window.extractText = async (url) => {
  const bytes = await (await fetch(url)).arrayBuffer()
  const name = url.split('/').pop() ?? 'file.pdf'
  return (await extractFile(new File([bytes], name, { type: 'application/pdf' }))).content
}

window.runExtractBench = async (url) => {
  const bytes = await (await fetch(url)).arrayBuffer()
  const file = new File([bytes], 'bench.pdf', { type: 'application/pdf' })
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

  const status = document.getElementById('status')
  // Marks for bench/extract-pdf-trace.ts: where the file arrives and where its text is ready.
  performance.mark('bench-file')
  const started = performance.now()
  let firstPageMs = 0
  let pages = 0
  const result = await extractFile(file, {
    onProgress: ({ done, total }) => {
      if (done === 1) firstPageMs = performance.now() - started
      pages = total
      if (status) status.textContent = `${done} / ${total}`
    },
  })
  const ms = performance.now() - started
  performance.mark('bench-done')
  measuring = false
  // Long-task entries are delivered asynchronously; give the observer a moment to flush.
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  return {
    pages,
    ms,
    firstPageMs,
    chars: result.content.length,
    content: result.content,
    warnings: result.warnings.map((warning) => warning.text),
    longTasks,
    maxFrameGapMs,
  }
}
