import { savedTestGuide, sql } from '@/testing/backend-fixtures'

/** Two pages, one topic each: the stand-in's question i comes from page (i mod 2) + 1. */
export const sourcePages = [
  'Chlorophyll absorbs red and blue light in the thylakoid membranes. The absorbed light energy splits water and releases oxygen. Plants look green because chlorophyll reflects green light.',
  'The Calvin cycle runs in the stroma of the chloroplast. It fixes carbon dioxide into sugar using ATP and NADPH. The enzyme rubisco catalyses the first step of the cycle.',
]

/** A saved guide whose material is `sourcePages`, one passage a page. */
export async function guideWithSource() {
  const { owner, guide } = await savedTestGuide()
  await sql(
    'insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3)',
    [guide.id, owner.id, JSON.stringify(sourcePages.map((t, i) => ({ pg: i + 1, t })))],
  )
  return guide
}
