-- Audio overviews (issue 46): a guide's overview script is saved with the guide, so reopening
-- it plays again without asking the model. The audio itself is not stored (it is spoken again,
-- or cached by the browser).
--
-- Rules (proved by tests/db/audio-overviews.test.ts on PGlite):
--   * study_guides.audio_overview: null (none yet) or an object whose "lines" is an array of at
--     most 600 lines, in at most 512 KiB of JSON (MAX_AUDIO_OVERVIEW_LINES,
--     MAX_AUDIO_OVERVIEW_JSON_BYTES in src/config/limits.ts).
--   * It is a column of the guide, so the guide's policies decide who reads and writes it: only
--     the guide's owner; another student's update finds no row, an anonymous caller none.

alter table public.study_guides add column audio_overview jsonb;

alter table public.study_guides
  add constraint study_guides_audio_overview_limit check (
    audio_overview is null
    or (jsonb_typeof(audio_overview) = 'object'
        and jsonb_typeof(audio_overview -> 'lines') = 'array'
        and jsonb_array_length(audio_overview -> 'lines') <= 600
        and octet_length(audio_overview::text) <= 524288));
