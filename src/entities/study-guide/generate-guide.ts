import { AppError, messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { checkSourceSize } from '@/lib/source-size'
import type { GuideCitation } from '@/study-engine/citations/check'
import { citeGeneratedGuide } from '@/study-engine/citations/with-citations'
import { describeEngine, getOfflineEngine, getStudyEngine } from '@/study-engine/engine'
import type { LongSourceProgress } from '@/study-engine/progress'
import {
  keepCheckedWork,
  type CheckedWork,
  type KeepOptions,
} from '@/entities/study-work/checked-work'
import { guideWork } from './guide-work'
import { reviseGuideCitations } from './source-api'
import type { DeliveredGuide } from './study-guide'

/** What the student gave: the text the AI reads, and the same text as passages with anchors. */
export interface Material {
  text: string
  passages: SourcePassage[]
}

/** A step of the generation, as the caller shows it. */
export type GenerationEvent =
  | { type: 'engine-ready'; engine: { kind: 'ai' | 'offline'; label: string } }
  | { type: 'titled'; title: string }
  | { type: 'progress'; progress: LongSourceProgress }
  /** The guide as checked, shown while it is saved (`saving`: signed in). */
  | { type: 'generated'; content: string; saving: boolean }

export interface GenerateGuideInput {
  /** Resolves the material (for files: waits for reading and joins them). */
  material: () => Promise<Material>
  /** The student's title; blank means "generate one from the text". */
  title: string
  language: string | undefined
  engine: 'configured' | 'offline'
  /** Where the guide is saved; null: it is only shown (an anonymous visitor). */
  saveFor: { userId: string | undefined; clearOnSave?: string[] | undefined } | null
  signal: AbortSignal
  onEvent: (event: GenerationEvent) => void
  /** The streamed text as the engine writes it (with the model's passage markers). */
  onText: (text: string) => void
  /** Awaited once the stream has ended, before the check (the preview paints its last words). */
  afterStream?: () => Promise<void>
  beforeSave?: KeepOptions<DeliveredGuide>['beforeSave']
}

/**
 * Generating a guide: material → title → streamed guide → checked → kept (saved when signed in),
 * as createUnitGuide does for unit guides. Throws the spec's message on a failure; resolves null
 * when the run was cancelled before the guide was kept. The second opinion, asked as soon as the
 * check is done, is cancelled with the generation until then and outlives it from then on (its
 * answer changes the kept or saved guide).
 */
export async function generateGuide(
  input: GenerateGuideInput,
): Promise<CheckedWork<DeliveredGuide> | null> {
  const { signal, onEvent } = input
  const { text: content, passages } = await input.material()
  // Before any request: material over the limit is refused with its size, files kept.
  const tooLong = checkSourceSize(passages, { text: content })
  if (tooLong) throw tooLong
  const engine = input.engine === 'offline' ? getOfflineEngine() : getStudyEngine()
  // 'model · host' says which provider is used; the offline engine names itself.
  const label = engine.kind === 'ai' ? describeEngine().label : engine.label
  onEvent({ type: 'engine-ready', engine: { kind: engine.kind, label } })
  const title = input.title.trim() || (await engine.generateTitle(content, { signal }))
  onEvent({ type: 'titled', title })
  const guideText = await engine.generateStudyGuide(
    { content, title, language: input.language, source: passages },
    {
      signal,
      onText: input.onText,
      onProgress: (progress) => onEvent({ type: 'progress', progress }),
    },
  )
  await input.afterStream?.()
  if (guideText.trim() === '') throw new AppError('ai', messages.guideEmpty)
  const opinion = new AbortController()
  const cancelOpinion = () => opinion.abort()
  signal.addEventListener('abort', cancelOpinion, { once: true })
  const checked = await citeGeneratedGuide(engine, passages, guideText, { signal: opinion.signal })
  if (signal.aborted) return null
  signal.removeEventListener('abort', cancelOpinion)
  onEvent({ type: 'generated', content: checked.guide.content, saving: input.saveFor !== null })
  const { saveFor } = input
  return keepCheckedWork<DeliveredGuide, DeliveredGuide, GuideCitation[]>(
    {
      value: {
        id: null,
        title,
        content: checked.guide.content,
        originalText: content,
        source: passages,
        citations: checked.guide.citations,
      },
      revised: checked.revised,
    },
    {
      make: (guide) => guide,
      rows: (guide) =>
        saveFor &&
        guideWork(
          { userId: saveFor.userId, title, content: guide.content, originalText: content },
          { passages, citations: guide.citations ?? [], clearOnSave: saveFor.clearOnSave },
        ).work,
      revise: (guide, citations) => ({ ...guide, citations }),
      storeRevision: (workId, citations) => reviseGuideCitations(workId, citations),
      name: 'the guide citations',
    },
    { beforeSave: input.beforeSave },
  )
}
