/**
 * Browser side of bench/long-source.ts (loaded by bench/long-source.html; lives here beside the
 * streaming benchmark's page): renders the real upload section, as the landing page does, and
 * records the page's main-thread long tasks, when the final guide's first words were painted
 * and when the guide was delivered. Times are milliseconds on the page's clock.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { LazyStreamingMarkdown } from '@/features/generation/components/lazy-markdown'
import { UploadSection } from '@/features/generation/components/upload-section'
import type { DeliveredGuide } from '@/features/generation/model/generation-flow'
import type { LongTask } from './long-source-bench-types'

let setGuide: (guide: DeliveredGuide | null) => void = () => {}
let onDelivered: () => void = () => {}

function App() {
  const [guide, setGuideState] = useState<DeliveredGuide | null>(null)
  useEffect(() => {
    setGuide = (next) => startTransition(() => setGuideState(next))
  }, [])
  return createElement(
    'main',
    { className: 'mx-auto max-w-3xl p-6 space-y-6' },
    createElement(UploadSection, {
      signedIn: false,
      onGuideReady: (delivered: DeliveredGuide) => {
        setGuide(delivered)
        onDelivered()
      },
    }),
    guide
      ? createElement(
          'article',
          null,
          createElement(LazyStreamingMarkdown, { text: guide.content }),
        )
      : null,
  )
}

const queryClient = new QueryClient()
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client: queryClient }, createElement(App)),
)

window.armLongSourceBench = () => {
  const longTasks: LongTask[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ at: entry.startTime, ms: entry.duration })
  })
  observer.observe({ type: 'longtask', buffered: false })
  let firstWordAt: number | null = null
  // The preview shows the guide's words as they stream; during the reading it is not there.
  const words = new MutationObserver(() => {
    const preview = document.querySelector('[data-streamed-length]')
    if (firstWordAt === null && Number(preview?.getAttribute('data-streamed-length') ?? 0) > 0)
      firstWordAt = performance.now()
  })
  words.observe(document.body, { subtree: true, childList: true, attributes: true })
  return new Promise((resolve) => {
    onDelivered = () => {
      const deliveredAt = performance.now()
      // The delivered guide's render and the last long-task entries land after this.
      setTimeout(() => {
        observer.disconnect()
        words.disconnect()
        resolve({ longTasks, firstWordAt, deliveredAt })
      }, 1_500)
    }
  })
}
