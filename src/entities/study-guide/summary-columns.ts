/**
 * The library list's select, with one-letter aliases (PostgREST `alias:column`): with 2,000
 * guides the JSON keys alone were a fifth of the list's bytes. Mapped back once, in
 * toGuideSummary. Dependency-free so bench/library.ts can request exactly what the app does.
 */
export const SUMMARY_COLUMNS =
  'id,t:title,c:cover_color,d:created_at,k:kind,s:source_guide_ids,p:preview,n:content_length'
