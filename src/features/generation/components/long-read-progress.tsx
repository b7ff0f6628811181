import { Suspense } from 'react'
import { showsEnglishAsMade, useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'
import type { Where } from '@/study-engine/ai/long-source/anchor-range'
import type { LongSourceProgress } from '@/study-engine/progress'

// A long read's words ('Reading part 3 of 12 (pages 13–18)') load with its first progress: the
// upload section is part of the landing page, and most material is one request.
const ProgressText = lazyComponent(() => import('./long-read-progress-text'))
const UnreadText = lazyComponent(() =>
  import('./long-read-progress-text').then((module) => ({ default: module.UnreadPartsText })),
)

/** 'Reading part 3 of 12 (pages 13–18)', then 'Writing your guide', in the interface language. */
export function LongReadProgress({ progress }: { progress: LongSourceProgress }) {
  return (
    <Suspense fallback={null}>
      <ProgressText progress={progress} />
    </Suspense>
  )
}

/**
 * A long read that lost parts ('Could not read pages 13–18.'): the error's English as it is,
 * else the parts named in the interface language.
 */
export function UnreadParts({
  english,
  parts,
}: {
  english: string
  parts: readonly (readonly Where[])[]
}) {
  const { language } = useTranslation()
  if (showsEnglishAsMade(language)) return english
  return (
    <Suspense fallback={null}>
      <UnreadText parts={parts} />
    </Suspense>
  )
}
