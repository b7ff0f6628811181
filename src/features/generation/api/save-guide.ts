import { randomCover } from '@/config/cover-colors'
import { AppError, messages } from '@/lib/errors'

export interface NewGuide {
  title: string
  content: string
  originalText: string
  /** The signed-in user; the row also defaults to auth.uid() in the database. */
  userId?: string
}

/**
 * Saves a generated guide with a random palette cover and returns its id. Supabase is imported
 * on first use so the landing page does not load it eagerly.
 */
export async function saveGuide(guide: NewGuide): Promise<string> {
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase
    .from('study_guides')
    .insert({
      title: guide.title,
      content: guide.content,
      original_text: guide.originalText,
      cover_color: randomCover(),
      ...(guide.userId ? { user_id: guide.userId } : {}),
    })
    .select('id')
    .single()
  if (error || !data) throw new AppError('data', messages.saveGuide, { cause: error })
  return data.id
}
