import { Suspense } from 'react'
import { lazyComponent } from '@/lib/lazy-component'
import type { LongSourceProgress } from '@/study-engine/progress'

// A long read's words ('Reading part 3 of 12 (pages 13–18)') load with its first progress: the
// upload section is part of the landing page, and most material is one request.
const ProgressText = lazyComponent(() => import('./long-read-progress-text'))

/** 'Reading part 3 of 12 (pages 13–18)', then 'Writing your guide', in the interface language. */
export function LongReadProgress({ progress }: { progress: LongSourceProgress }) {
  return (
    <Suspense fallback={null}>
      <ProgressText progress={progress} />
    </Suspense>
  )
}
