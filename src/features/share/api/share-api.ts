import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { toSharedGuide, type SharedGuide } from '../model/shared-guide'
import { shareMessages } from './share-messages'

/**
 * Share links (guide_shares and its functions): the database makes the token, stores only its
 * hash, and lets only the guide's owner make or revoke a link; anyone with the token reads the
 * guide through get_shared_guide.
 */

/** A new link for one of the signed-in student's guides (any older link stops working). */
export async function createShareLink(guideId: string): Promise<string> {
  const { data, error } = await supabase.rpc('create_guide_share', { guide_id: guideId })
  if (error || !data) throw new AppError('data', shareMessages.create, { cause: error })
  return data
}

export async function stopSharing(guideId: string): Promise<void> {
  const { error } = await supabase.rpc('stop_guide_share', { guide_id: guideId })
  if (error) throw new AppError('data', shareMessages.stop, { cause: error })
}

/** When the guide's link was made, or null when it is not shared. */
export async function sharedSince(guideId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('guide_shares')
    .select('created_at')
    .eq('guide_id', guideId)
    .maybeSingle()
  if (error) throw new AppError('data', shareMessages.status, { cause: error })
  return data?.created_at ?? null
}

/** The guide a token shows, or null for a token that is not (or no longer) shared. */
export async function fetchSharedGuide(token: string): Promise<SharedGuide | null> {
  const { data, error } = await supabase.rpc('get_shared_guide', { token })
  if (error) throw new AppError('data', shareMessages.load, { cause: error })
  return toSharedGuide(data)
}

/** Copies the shared guide, its source and flashcard sets into the caller's library. */
export async function saveSharedGuide(token: string): Promise<string> {
  const { data, error } = await supabase.rpc('save_shared_guide', { token })
  if (error?.code === 'P0002') throw new AppError('data', shareMessages.notShared, { cause: error })
  if (error || !data) throw new AppError('data', shareMessages.save, { cause: error })
  return data
}
