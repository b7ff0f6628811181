-- Size limits on what the app stores (beyond the spec): the limits the client checks
-- before it saves (src/config/limits.ts), so a request that bypasses the app cannot store more.
-- The client turns a refusal by these constraints into the same message its own check shows.
--
-- Rules (proved by tests/db/size-limits.test.ts, on PGlite and on real PostgreSQL):
--   * study_guides.content: at most 2,000,000 characters (MAX_GUIDE_CHARS); a unit guide joins
--     the contents of the guides it is made from.
--   * study_guides.original_text: at most 2,000,000 characters (MAX_SOURCE_CHARS), the limit on
--     the material a guide is made from (study_guide_sources counts the same material).
--   * quizzes.questions: at most 20 questions (the largest quiz offered) and 1 MiB of JSON.
--   * flashcard_sets.cards: at most 25 cards (the largest set offered) and 1 MiB of JSON.
-- Characters are code points (char_length), as the client counts them. The JSON size is that of
-- the stored value's text (jsonb::text), which bounds every question, option and card side.

alter table public.study_guides
  add constraint study_guides_content_limit check (char_length(content) <= 2000000),
  add constraint study_guides_original_text_limit check (char_length(original_text) <= 2000000);

-- jsonb_array_length fails on a non-array; the tables' own checks refuse those.
alter table public.quizzes
  add constraint quizzes_questions_limit check (
    jsonb_typeof(questions) <> 'array'
    or (jsonb_array_length(questions) <= 20 and octet_length(questions::text) <= 1048576));

alter table public.flashcard_sets
  add constraint flashcard_sets_cards_limit check (
    jsonb_typeof(cards) <> 'array'
    or (jsonb_array_length(cards) <= 25 and octet_length(cards::text) <= 1048576));
