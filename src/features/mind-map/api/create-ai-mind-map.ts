import type { SourcePassage } from '@/lib/source'
import type { Citation } from '@/lib/citation'
import { citeGenerated } from '@/study-engine/citations/with-citations'
import type { StudyEngine } from '@/study-engine/types'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { mindMapReading, whileReading } from '@/entities/study-work/readings-in-flight'
import { aiMindMap, withNodeCitations, type ClaimedNode } from '../model/ai-mind-map'
import type { MindNode } from '../model/mind-map'
import { translate } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import '../model/mindmap-catalogue'
import { saveMindMap } from './mind-map-api'

/** A new AI map as the word check judged its nodes, and the model's reading still to come. */
export interface CreatedMindMap {
  root: MindNode
  /** The map after the model read its cited nodes (saved too); null when none changed. */
  revised: Promise<MindNode | null>
}

const byId = (claimed: readonly ClaimedNode[], citations: readonly (Citation[] | undefined)[]) =>
  new Map(claimed.map((node, index) => [node.id, citations[index]]))

/**
 * Makes a guide's AI map in one request, checks every node's citation against the guide's
 * material as a quiz question's is ('Checking…' until the model has read them), and saves it
 * with a saved guide, with the model's verdicts once they come. Throws when the model gives no
 * map it can read (the tab then keeps the offline map).
 */
export async function createAiMindMap(
  engine: StudyEngine,
  guide: GuideRef,
  offline: MindNode,
  source: SourcePassage[] | undefined,
): Promise<CreatedMindMap> {
  if (!engine.writeMindMap) throw new Error('This engine has no model to make a mind map')
  const generated = await engine.writeMindMap({
    title: guide.title,
    content: guide.content,
    ...(source ? { source } : {}),
  })
  const { root: drawn, claimed } = aiMindMap(generated, offline)
  const checked = await citeGenerated(engine, source, claimed, (node) => node.words)
  const root = withNodeCitations(
    drawn,
    byId(
      claimed,
      checked.items.map((node) => node.citations),
    ),
  )
  // The student sees the map even when it cannot be kept; a map that was not kept says so
  // (reopening then asks the model again). A later revision that fails keeps the first copy.
  const keep = async (map: MindNode) => {
    if (guide.id === null) return true
    return saveMindMap(guide.id, map).then(
      () => true,
      (error: unknown) => {
        console.warn('Saving the mind map failed', error)
        return false
      },
    )
  }
  if (!(await keep(root))) toast.error(translate('mindmap.notSaved'))
  const revised = checked.revised.then(async (citations) => {
    if (!citations) return null
    const next = withNodeCitations(root, byId(claimed, citations))
    await keep(next)
    return next
  })
  return {
    root,
    revised: guide.id === null ? revised : whileReading(mindMapReading(guide.id), revised),
  }
}
