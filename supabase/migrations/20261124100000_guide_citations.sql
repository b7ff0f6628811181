-- The citations of a guide's points: which passage of its source each key concept,
-- definition and explanation rests on, as the app checked it. Written with the source, in the
-- same insert, and like it never updated; RLS and grants are the table's own.
--
-- Stored shape (src/lib/citations): [{ "key": the point's words, "citations": [{ "status":
-- "verified" | "found" | "not-found" | "beyond-material", "passage"?, "anchor"?, "file"?,
-- "marks"? }] }]. The app reads it tolerantly; the database only bounds it.
--
-- Rules (proved by tests/db/support/source-cases.ts):
--   * An array, '[]' for sources saved before citations or guides whose points cite nothing.
--   * At most 1 MiB of JSON: a guide has dozens of points, not thousands.

alter table public.study_guide_sources
  add column citations jsonb not null default '[]'::jsonb;

alter table public.study_guide_sources
  add constraint study_guide_sources_citations_limit
    check (octet_length(citations::text) <= 1048576),
  add constraint study_guide_sources_citations_shape
    check (jsonb_typeof(citations) = 'array');
