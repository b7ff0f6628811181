-- Imported flashcard sets (beyond the spec): "Import cards" turns an Anki package or a Quizlet
-- export of up to 10,000 cards (MAX_IMPORTED_CARDS, src/config/limits.ts) into sets of the open
-- guide. A generated set still holds at most 25 cards (the largest offered); an imported one, the
-- file's name in imported_from, up to 3,500 (MAX_IMPORTED_SET_CARDS: its whole FSRS schedule, at
-- most about 260 bytes a card, fits the schedule's 1 MiB bound). Every set keeps the 1 MiB bound
-- on its cards' JSON, so one row stays one bounded request and read: the app saves a larger
-- import as several sets, "<file>", "<file> (part 2)", ….
--
-- Rules (proved by tests/db/size-limits.test.ts, on PGlite and on real PostgreSQL):
--   * imported_from: null for a generated set; else the file's name, 1 to 255 characters.
--   * cards: at most 25 when imported_from is null, at most 3,500 otherwise; 1 MiB of JSON either
--     way. The constraint keeps its name: the client maps its refusal to its size message.
-- Who may write a set is unchanged: the owner of the guide, through the existing RLS policies
-- (the same size tests insert an imported set as the owner, as another student and as anon).

alter table public.flashcard_sets
  add column imported_from text
    constraint flashcard_sets_imported_from_check
    check (imported_from is null or char_length(imported_from) between 1 and 255);

alter table public.flashcard_sets drop constraint flashcard_sets_cards_limit;

alter table public.flashcard_sets
  add constraint flashcard_sets_cards_limit check (
    jsonb_typeof(cards) <> 'array'
    or (jsonb_array_length(cards) <= case when imported_from is null then 25 else 3500 end
        and octet_length(cards::text) <= 1048576));
