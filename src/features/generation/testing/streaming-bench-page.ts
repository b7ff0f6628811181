/**
 * Browser side of bench/streaming.ts (loaded by bench/streaming.html; lives here because the
 * bench folder's tsconfig has no JSX): renders the real paste-notes section (the same component
 * the landing page uses) and records when each streamed length was first painted. Times are on
 * the wall clock (epoch milliseconds) so the bench can match them with the moments its provider
 * sent each chunk, whichever thread of the page reads the stream.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { LazyStreamingMarkdown } from '@/features/generation/components/lazy-markdown'
import { PasteNotesSection } from '@/features/generation/components/paste-notes-section'
import type { DeliveredGuide } from '@/features/generation/model/generation-flow'

export interface StreamingBenchResult {
  /** Epoch ms of each painted frame after a change of the preview, with the length it showed. */
  paints: { at: number; length: number }[]
  deliveredAt: number
  longTasks: number[]
}

declare global {
  interface Window {
    armStreamingBench: (measureLatency?: boolean) => void
    /** Resolves when the next guide is delivered. */
    nextGuide: () => Promise<void>
    resetStreamingBench: () => void
    streamingBenchResult: () => Promise<StreamingBenchResult>
  }
}

const wallClock = () => performance.timeOrigin + performance.now()
const paints: { at: number; length: number }[] = []
const longTasks: number[] = []
let deliveredAt = 0
let resolveDone: () => void = () => {}

// The delivered guide, set from outside React so the bench can reset it between runs; shown in
// a transition, as the landing page shows a delivered guide.
let setGuide: (guide: DeliveredGuide | null) => void = () => {}
function onGuideReady(guide: DeliveredGuide) {
  deliveredAt = wallClock()
  setGuide(guide)
  resolveDone()
}

/** After each DOM change of the preview, the next frame's paint is when the user sees it. */
function observePaints() {
  const observer = new MutationObserver(() => {
    const preview = document.querySelector('[data-streamed-length]')
    const final = document.querySelector('[data-bench-final]')
    const length = final
      ? Number.POSITIVE_INFINITY
      : Number(preview?.getAttribute('data-streamed-length') ?? 0)
    requestAnimationFrame(() => {
      // A message posted from rAF runs right after that frame's paint.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => paints.push({ at: wallClock(), length })
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
}

function App() {
  const [guide, setGuideState] = useState<DeliveredGuide | null>(null)
  useEffect(() => {
    setGuide = (next) => startTransition(() => setGuideState(next))
  }, [])
  return createElement(
    'main',
    { className: 'mx-auto max-w-3xl p-6 space-y-6' },
    createElement(PasteNotesSection, { signedIn: false, onGuideReady }),
    guide
      ? createElement(
          'article',
          { 'data-bench-final': '' },
          createElement(LazyStreamingMarkdown, { text: guide.content }),
        )
      : null,
  )
}

const queryClient = new QueryClient()
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client: queryClient }, createElement(App)),
)

window.nextGuide = () =>
  new Promise<void>((resolve) => {
    resolveDone = resolve
  })
window.resetStreamingBench = () => setGuide(null)
window.armStreamingBench = (measureLatency = true) => {
  paints.length = 0
  longTasks.length = 0
  // Without latency measurement the page runs as in production (no observers).
  if (measureLatency) observePaints()
}

window.streamingBenchResult = async () => {
  // Let the last frame's paint record land.
  await new Promise((resolve) => setTimeout(resolve, 300))
  return { paints, deliveredAt, longTasks }
}
