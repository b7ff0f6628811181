import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database.types'
import { isBeingRead, overviewReading } from '@/entities/study-work/readings-in-flight'
import { readStoredOverview, type AudioOverview } from '../model/audio-overview'

/** The saved overview of a guide (study_guides.audio_overview), read only when Listen opens. */
export async function fetchAudioOverview(guideId: string): Promise<AudioOverview | null> {
  const { data, error } = await supabase
    .from('study_guides')
    .select('audio_overview')
    .eq('id', guideId)
    .maybeSingle()
  if (error) throw new AppError('data', messages.loadAudioOverview, { cause: error })
  return readStoredOverview(data?.audio_overview ?? null, {
    stillReading: isBeingRead(overviewReading(guideId)),
  })
}

/** Saves (or replaces) a guide's overview; RLS lets only its owner. */
export async function saveAudioOverview(guideId: string, overview: AudioOverview): Promise<void> {
  const { error } = await supabase
    .from('study_guides')
    .update({ audio_overview: overview as unknown as Json })
    .eq('id', guideId)
  if (error) throw new AppError('data', messages.saveAudioOverview, { cause: error })
}
