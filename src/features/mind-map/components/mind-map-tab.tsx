import { useMemo } from 'react'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { useAiMindMap, type AiMindMapState } from '../api/use-ai-mind-map'
import { buildMindMap } from '../model/mind-map'
import { useTranslation } from '@/lib/i18n/i18n'
import { namedText } from '@/lib/i18n/error-text'
import '../model/mindmap-catalogue'
import { MindMapView } from './mind-map-view'

export interface MindMapTabProps {
  /** The guide, with its citations when it has them. */
  guide: GuideRef
  /** Opens the guide at a section's heading (null: at its title). */
  onOpenSection: (heading: string | null) => void
}

/** What the note under the heading says of where the map comes from. */
const NOTES = {
  making: 'mindmap.making',
  ready: 'mindmap.ready',
  failed: 'mindmap.failed',
} as const satisfies Record<Exclude<AiMindMapState['status'], 'offline' | 'unreachable'>, string>

/**
 * The 'Mind map' tab. With a model, the AI's map (one request, saved with the guide so
 * reopening asks nothing): its concepts, each citing its page, and the relations between them.
 * With the offline engine, or when the model gave no map it could read, the guide's own
 * structure (no AI request).
 */
export function MindMapTab({ guide, onOpenSection }: MindMapTabProps) {
  const { t } = useTranslation()
  const offline = useMemo(
    () => buildMindMap({ title: guide.title, content: guide.content, citations: guide.citations }),
    [guide.title, guide.content, guide.citations],
  )
  const ai = useAiMindMap(guide, offline)
  const fromAi = ai.status === 'ready'
  const note =
    ai.status === 'offline' ? null : (
      <p role="status" className="text-sm text-slate-600">
        {ai.status === 'unreachable' ? namedText('offline') : t(NOTES[ai.status])}
      </p>
    )
  return (
    // A new map starts with every branch open.
    <MindMapView
      key={fromAi ? 'ai' : 'offline'}
      title={guide.title}
      root={fromAi ? ai.root : offline}
      note={note}
      onOpenSection={onOpenSection}
    />
  )
}
