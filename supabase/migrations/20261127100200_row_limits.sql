-- Every value a student writes is bounded, every reference is to the student's own rows, and
-- each account holds a bounded number of rows. The numbers are the client's
-- (src/config/limits.ts); a refusal names its constraint (SQLSTATE 23514), which the client
-- turns into the same message its own check shows (src/lib/stored-limits.ts).
--
-- Rules (proved by tests/db/row-limits.test.ts, on PGlite and on real PostgreSQL):
--   * Titles of flashcard sets and quizzes: at most 600 characters (a guide's title, itself at
--     most 500, and a suffix such as " - Quiz 12").
--   * JSON a student's actions write: a set's schedule, an attempt's answers and wrong answers
--     at most 1 MiB (like the questions and cards they describe); a quiz's settings, its
--     feedback and a session's ratings at most 64 KiB, the feedback's comments at most 2,000
--     characters (the form's limit).
--   * FSRS weights: 21 numbers (strings, objects and nulls are refused).
--   * A unit guide's source_guide_ids: at most 5,000, each a guide of the same owner.
--   * A review's session_id: a session of the same owner and set. A session that is not the
--     student's is refused exactly like one that does not exist, so the answer tells nothing.
--   * Rows per account: 5,000 guides; per guide 500 flashcard sets and 500 quizzes; per quiz
--     1,000 attempts; per set 5,000 sessions and 100,000 reviews.

alter table public.flashcard_sets
  add constraint flashcard_sets_title_limit check (char_length(title) <= 600),
  add constraint flashcard_sets_schedule_limit check (octet_length(schedule::text) <= 1048576);

alter table public.quizzes
  add constraint quizzes_title_limit check (char_length(title) <= 600),
  add constraint quizzes_settings_limit check (octet_length(settings::text) <= 65536),
  add constraint quizzes_user_feedback_limit check (
    user_feedback is null
    or (octet_length(user_feedback::text) <= 65536
        and char_length(coalesce(user_feedback ->> 'comments', '')) <= 2000));

alter table public.quiz_attempts
  add constraint quiz_attempts_answers_limit check (octet_length(answers::text) <= 1048576),
  add constraint quiz_attempts_wrong_answers_limit
    check (octet_length(wrong_answers::text) <= 1048576);

alter table public.flashcard_sessions
  add constraint flashcard_sessions_difficulty_ratings_limit
    check (octet_length(difficulty_ratings::text) <= 65536);

alter table public.study_guides
  add constraint study_guides_source_guide_ids_limit
    check (coalesce(array_length(source_guide_ids, 1), 0) <= 5000);

create function private.all_numbers(items jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(jsonb_typeof(item) = 'number'), true)
    from jsonb_array_elements(items) as item
$$;

alter table public.fsrs_parameters
  add constraint fsrs_parameters_weights_numbers check (private.all_numbers(weights));

-- ---------------------------------------------------------------------------------------------
-- References to the owner's own rows
-- ---------------------------------------------------------------------------------------------

create function private.review_session_is_own() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.session_id is not null and not exists (
    select 1 from public.flashcard_sessions s
     where s.id = new.session_id
       and s.user_id = new.user_id
       and s.flashcard_set_id = new.flashcard_set_id
  ) then
    -- Word for word the foreign key's own refusal of a session that does not exist.
    raise exception using
      errcode = '23503',
      message = 'insert or update on table "flashcard_reviews" violates foreign key constraint "flashcard_reviews_session_id_fkey"',
      detail = format('Key (session_id)=(%s) is not present in table "flashcard_sessions".',
                      new.session_id);
  end if;
  return new;
end
$$;

create trigger flashcard_reviews_session_is_own
  before insert or update of session_id, user_id, flashcard_set_id on public.flashcard_reviews
  for each row execute function private.review_session_is_own();

create function private.source_guides_are_own() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from unnest(new.source_guide_ids) as source(id)
     where not exists (select 1 from public.study_guides g
                        where g.id = source.id and g.user_id = new.user_id)
  ) then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "study_guides" violates check constraint "study_guides_source_guides_own"';
  end if;
  return new;
end
$$;

create trigger study_guides_source_guides_own
  before insert or update of source_guide_ids, user_id on public.study_guides
  for each row when (cardinality(new.source_guide_ids) > 0)
  execute function private.source_guides_are_own();

-- ---------------------------------------------------------------------------------------------
-- Rows per account: checked once per statement over the rows it added (a statement may insert
-- many), each count on an index of the owning column.
-- ---------------------------------------------------------------------------------------------

create function private.refuse_quota(relation text, constraint_name text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '23514',
    message = format('new row for relation "%s" violates check constraint "%s"',
                     relation, constraint_name);
end
$$;

create function private.study_guides_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct user_id from added) a
              where (select count(*) from public.study_guides g where g.user_id = a.user_id)
                    > 5000) then
    perform private.refuse_quota('study_guides', 'study_guides_per_user_quota');
  end if;
  return null;
end
$$;

create function private.flashcard_sets_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct study_guide_id from added) a
              where (select count(*) from public.flashcard_sets s
                      where s.study_guide_id = a.study_guide_id) > 500) then
    perform private.refuse_quota('flashcard_sets', 'flashcard_sets_per_guide_quota');
  end if;
  return null;
end
$$;

create function private.quizzes_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct study_guide_id from added) a
              where (select count(*) from public.quizzes q
                      where q.study_guide_id = a.study_guide_id) > 500) then
    perform private.refuse_quota('quizzes', 'quizzes_per_guide_quota');
  end if;
  return null;
end
$$;

create function private.quiz_attempts_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct quiz_id from added) a
              where (select count(*) from public.quiz_attempts t
                      where t.quiz_id = a.quiz_id) > 1000) then
    perform private.refuse_quota('quiz_attempts', 'quiz_attempts_per_quiz_quota');
  end if;
  return null;
end
$$;

create function private.flashcard_sessions_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct flashcard_set_id from added) a
              where (select count(*) from public.flashcard_sessions s
                      where s.flashcard_set_id = a.flashcard_set_id) > 5000) then
    perform private.refuse_quota('flashcard_sessions', 'flashcard_sessions_per_set_quota');
  end if;
  return null;
end
$$;

create function private.flashcard_reviews_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct flashcard_set_id from added) a
              where (select count(*) from public.flashcard_reviews r
                      where r.flashcard_set_id = a.flashcard_set_id) > 100000) then
    perform private.refuse_quota('flashcard_reviews', 'flashcard_reviews_per_set_quota');
  end if;
  return null;
end
$$;

create trigger study_guides_quota after insert on public.study_guides
  referencing new table as added for each statement
  execute function private.study_guides_quota();
create trigger flashcard_sets_quota after insert on public.flashcard_sets
  referencing new table as added for each statement
  execute function private.flashcard_sets_quota();
create trigger quizzes_quota after insert on public.quizzes
  referencing new table as added for each statement
  execute function private.quizzes_quota();
create trigger quiz_attempts_quota after insert on public.quiz_attempts
  referencing new table as added for each statement
  execute function private.quiz_attempts_quota();
create trigger flashcard_sessions_quota after insert on public.flashcard_sessions
  referencing new table as added for each statement
  execute function private.flashcard_sessions_quota();
create trigger flashcard_reviews_quota after insert on public.flashcard_reviews
  referencing new table as added for each statement
  execute function private.flashcard_reviews_quota();

-- Moving a set to another guide (or a quiz, attempt, session elsewhere) counts there too.
create trigger flashcard_sets_quota_on_move after update on public.flashcard_sets
  referencing new table as added for each statement
  execute function private.flashcard_sets_quota();
create trigger quizzes_quota_on_move after update on public.quizzes
  referencing new table as added for each statement
  execute function private.quizzes_quota();
create trigger quiz_attempts_quota_on_move after update on public.quiz_attempts
  referencing new table as added for each statement
  execute function private.quiz_attempts_quota();
create trigger flashcard_sessions_quota_on_move after update on public.flashcard_sessions
  referencing new table as added for each statement
  execute function private.flashcard_sessions_quota();
