-- AI mind maps (issue 46): a guide's map made by the model (its concepts, their citations and
-- the relations between them) is saved with the guide, so reopening the Mind map tab draws it
-- again without asking the model. The offline map is not stored (it is drawn from the guide).
--
-- Rules (proved by tests/db/guide-mind-maps.test.ts on PGlite):
--   * study_guides.mind_map: null (none yet) or an object whose "root" is an object, in at most
--     256 KiB of JSON (MAX_MIND_MAP_JSON_BYTES in src/config/limits.ts).
--   * It is a column of the guide, so the guide's policies decide who reads and writes it: only
--     the guide's owner; another student's update finds no row, an anonymous caller none.

alter table public.study_guides add column mind_map jsonb;

alter table public.study_guides
  add constraint study_guides_mind_map_limit check (
    mind_map is null
    or (jsonb_typeof(mind_map) = 'object'
        and jsonb_typeof(mind_map -> 'root') = 'object'
        and octet_length(mind_map::text) <= 262144));
