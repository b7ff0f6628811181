import { fetchAllRows, fetchNewestFirst } from '@/lib/all-rows'
import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { toGuideCitations } from '@/study-engine/citations/stored-citations'
import type { LibraryGuide } from '../model/library-graph'

/**
 * What the library map reads of every guide: its text (for its concepts) and its points'
 * citations (for their pages), newest first. Unit guides (and a practice exam's) are left out: a
 * unit guide is its components, which are on the map themselves. Read only when the map is opened; RLS keeps it to
 * the student's own guides, and the user_id filter says so.
 */
export async function fetchLibraryGuides(userId: string): Promise<LibraryGuide[]> {
  const [guides, sources] = await Promise.all([
    fetchNewestFirst(
      () =>
        supabase
          .from('study_guides')
          .select('id,title,content,kind,created_at', { count: 'exact' })
          .eq('user_id', userId)
          .neq('kind', 'unit')
          .neq('kind', 'exam'),
      'created_at',
    ),
    fetchAllRows(
      (from, to) =>
        supabase
          .from('study_guide_sources')
          .select('guide_id,citations', { count: 'exact' })
          .eq('user_id', userId)
          .order('guide_id', { ascending: true })
          .range(from, to),
      (row) => row.guide_id,
    ),
  ])
  if (guides.error || !guides.data)
    throw new AppError('data', messages.fetchGuides, { cause: guides.error })
  // Citations only add pages: without them the map still links guides by their concepts.
  if (sources.error) console.warn('Loading the guides’ citations failed', sources.error)
  const citationsOf = new Map(
    (sources.data ?? []).map((row) => [row.guide_id, toGuideCitations(row.citations)]),
  )
  return guides.data.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    citations: citationsOf.get(row.id) ?? [],
  }))
}
