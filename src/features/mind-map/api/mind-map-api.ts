import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database.types'
import { isBeingRead, mindMapReading } from '@/entities/study-work/readings-in-flight'
import type { MindNode } from '../model/mind-map'
import { readStoredMindMap, type StoredMindMap } from '../model/stored-mind-map'

/** The guide's saved AI map (study_guides.mind_map), read when the Mind map tab opens. */
export async function fetchMindMap(guideId: string): Promise<MindNode | null> {
  const { data, error } = await supabase
    .from('study_guides')
    .select('mind_map')
    .eq('id', guideId)
    .maybeSingle()
  if (error) throw new AppError('data', messages.loadMindMap, { cause: error })
  return readStoredMindMap(data?.mind_map ?? null, {
    stillReading: isBeingRead(mindMapReading(guideId)),
  })
}

/** Saves (or replaces) a guide's AI map; RLS lets only its owner. */
export async function saveMindMap(guideId: string, root: MindNode): Promise<void> {
  const stored: StoredMindMap = { version: 1, root }
  const { error } = await supabase
    .from('study_guides')
    .update({ mind_map: stored as unknown as Json })
    .eq('id', guideId)
  if (error) throw new AppError('data', messages.saveMindMap, { cause: error })
}
