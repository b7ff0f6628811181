/**
 * Browser side of bench/streaming.ts (loaded by bench/streaming.html; lives here because the
 * bench folder's tsconfig has no JSX): renders the real paste-notes section (the same component
 * the landing page uses) and records, for every streamed chunk, when it arrived from the network
 * and when the text containing it was first painted.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { GuideReadView } from '@/features/generation/components/guide-read-view'
import { PasteNotesSection } from '@/features/generation/components/paste-notes-section'
import type { DeliveredGuide } from '@/features/generation/model/generation-flow'

export interface StreamingBenchResult {
  chunks: number
  streamedChars: number
  firstArrivalMs: number
  lastArrivalMs: number
  deliveredMs: number
  /** chunk arrival → first paint showing it, per chunk. */
  latencies: number[]
  paints: number
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

const arrivals: { at: number; length: number }[] = []
const paints: { at: number; length: number }[] = []
const longTasks: number[] = []
let deliveredAt = 0
let resolveDone: () => void = () => {}

// The delivered guide, outside React so the bench can reset it between runs.
let currentGuide: DeliveredGuide | null = null
const guideListeners = new Set<() => void>()
function setGuide(guide: DeliveredGuide | null) {
  currentGuide = guide
  for (const listener of guideListeners) listener()
}
function subscribeGuide(listener: () => void) {
  guideListeners.add(listener)
  return () => guideListeners.delete(listener)
}
function onGuideReady(guide: DeliveredGuide) {
  deliveredAt = performance.now()
  setGuide(guide)
  resolveDone()
}

/**
 * Times each content chunk as the page receives it: the provider's SSE body passes through a
 * transform stream on its way to the app (cheaper than a tee with a second reader, which added
 * its own task per chunk to the measured main-thread time).
 */
function instrumentFetch() {
  const original = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await original(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.includes('/chat/completions') || !response.body) return response
    const decoder = new TextDecoder()
    let buffer = ''
    let length = 0
    const timed = new TransformStream<Uint8Array, Uint8Array>(
      {
        transform(chunk, controller) {
          const at = performance.now()
          controller.enqueue(chunk)
          buffer += decoder.decode(chunk, { stream: true })
          const events = buffer.split('\n\n')
          buffer = events.pop() ?? ''
          for (const event of events) {
            const data = event.replace(/^data: /, '')
            if (data === '[DONE]') continue
            const parsed = JSON.parse(data) as { choices: { delta: { content?: string } }[] }
            const content = parsed.choices[0]?.delta.content ?? ''
            if (content === '') continue
            length += content.length
            arrivals.push({ at, length })
          }
        },
      },
      undefined,
      // No backpressure: a chunk is timed when it arrives, not when the app asks for it.
      new CountQueuingStrategy({ highWaterMark: 1_000_000 }),
    )
    return new Response(response.body.pipeThrough(timed), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

/** After each DOM change of the preview, the next frame's paint is when the user sees it. */
function observePaints() {
  const observer = new MutationObserver(() => {
    const preview = document.querySelector('[data-streamed-length]')
    const final = document.querySelector('[data-bench-final] article')
    const length = final
      ? Number.POSITIVE_INFINITY
      : Number(preview?.getAttribute('data-streamed-length') ?? 0)
    requestAnimationFrame(() => {
      // A message posted from rAF runs right after that frame's paint.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => paints.push({ at: performance.now(), length })
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
  const guide = useSyncExternalStore(subscribeGuide, () => currentGuide)
  return createElement(
    'main',
    { className: 'mx-auto max-w-3xl p-6 space-y-6' },
    createElement(PasteNotesSection, { signedIn: false, onGuideReady }),
    guide
      ? createElement('div', { 'data-bench-final': '' }, createElement(GuideReadView, { guide }))
      : null,
  )
}

const queryClient = new QueryClient()
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client: queryClient }, createElement(App)),
)

let armedAt = 0
window.nextGuide = () =>
  new Promise<void>((resolve) => {
    resolveDone = resolve
  })
window.resetStreamingBench = () => setGuide(null)
window.armStreamingBench = (measureLatency = true) => {
  // Without latency measurement the page runs as in production (no tee, no observers).
  if (measureLatency) {
    instrumentFetch()
    observePaints()
  }
  armedAt = performance.now()
}

window.streamingBenchResult = async () => {
  // Let the last frame's paint record land.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const latencies = arrivals.map((arrival) => {
    const paint = paints.find(
      (candidate) => candidate.at >= arrival.at && candidate.length >= arrival.length,
    )
    return paint ? paint.at - arrival.at : Number.NaN
  })
  return {
    chunks: arrivals.length,
    streamedChars: arrivals.at(-1)?.length ?? 0,
    firstArrivalMs: (arrivals[0]?.at ?? armedAt) - armedAt,
    lastArrivalMs: (arrivals.at(-1)?.at ?? armedAt) - armedAt,
    deliveredMs: deliveredAt - armedAt,
    latencies,
    paints: paints.length,
    longTasks,
  }
}
