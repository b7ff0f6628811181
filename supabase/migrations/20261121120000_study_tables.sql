-- Study data: guides, flashcard sets and sessions, quizzes and attempts.
--
-- Rules (proved by tests/db/rls-matrix.test.ts):
--   * RLS on every table; anon has no privilege on any of them.
--   * A signed-in user reads and writes only rows whose user_id is their own id.
--   * A child row (set, session, quiz, attempt) may only point at a parent of the same user,
--     so nobody can attach rows to someone else's guide, set or quiz.
-- Supabase's default privileges grant everything in public to anon and authenticated, so each
-- table first revokes all and then grants exactly what the app needs.
-- `(select auth.uid())` instead of `auth.uid()` lets Postgres evaluate it once per statement.

-- ---------------------------------------------------------------------------------------------
-- study_guides
-- ---------------------------------------------------------------------------------------------
create table public.study_guides (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 500),
  content text not null,
  original_text text not null default '',
  cover_color text not null default 'from-blue-400 to-blue-600' check (cover_color in (
    'from-blue-400 to-blue-600', 'from-green-400 to-green-600', 'from-purple-400 to-purple-600',
    'from-red-400 to-red-600', 'from-yellow-400 to-yellow-600', 'from-indigo-400 to-indigo-600',
    'from-pink-400 to-pink-600', 'from-teal-400 to-teal-600', 'from-orange-400 to-orange-600',
    'from-cyan-400 to-cyan-600')),
  -- beyond the spec: unit and combined guides remember what they were made from
  kind text not null default 'guide' check (kind in ('guide', 'unit', 'combined')),
  source_guide_ids uuid[] not null default '{}',
  created_at timestamptz not null default now()
);

create index study_guides_user_created_idx on public.study_guides (user_id, created_at desc);

alter table public.study_guides enable row level security;

create policy "Users read their own guides" on public.study_guides
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own guides" on public.study_guides
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own guides" on public.study_guides
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their own guides" on public.study_guides
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.study_guides from anon, authenticated;
grant select, insert, update, delete on table public.study_guides to authenticated;
grant all on table public.study_guides to service_role;

-- The library list: everything but the full texts (a 100-character preview and the length for
-- the reading time). security_invoker makes the caller's RLS on study_guides apply.
create view public.study_guide_summaries with (security_invoker = true) as
  select
    id,
    user_id,
    title,
    cover_color,
    created_at,
    kind,
    source_guide_ids,
    left(content, 100) as preview,
    length(content) as content_length
  from public.study_guides;

revoke all on table public.study_guide_summaries from anon, authenticated;
grant select on table public.study_guide_summaries to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- flashcard_sets
-- ---------------------------------------------------------------------------------------------
create table public.flashcard_sets (
  id uuid primary key default gen_random_uuid(),
  study_guide_id uuid not null references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null,
  -- [{id, front, back, difficulty}]
  cards jsonb not null check (jsonb_typeof(cards) = 'array'),
  -- per card id: the ts-fsrs card state
  schedule jsonb not null default '{}'::jsonb check (jsonb_typeof(schedule) = 'object'),
  created_at timestamptz not null default now()
);

create index flashcard_sets_guide_created_idx on public.flashcard_sets (study_guide_id, created_at desc);
create index flashcard_sets_user_idx on public.flashcard_sets (user_id);

alter table public.flashcard_sets enable row level security;

create policy "Users read their own flashcard sets" on public.flashcard_sets
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create flashcard sets for their own guides" on public.flashcard_sets
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users update their own flashcard sets" on public.flashcard_sets
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users delete their own flashcard sets" on public.flashcard_sets
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.flashcard_sets from anon, authenticated;
grant select, insert, update, delete on table public.flashcard_sets to authenticated;
grant all on table public.flashcard_sets to service_role;

-- ---------------------------------------------------------------------------------------------
-- flashcard_sessions (beyond the spec: study history survives a reload)
-- ---------------------------------------------------------------------------------------------
create table public.flashcard_sessions (
  id uuid primary key default gen_random_uuid(),
  flashcard_set_id uuid not null references public.flashcard_sets (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  completed_at timestamptz not null default now(),
  total_cards integer check (total_cards >= 0),
  reviewed_cards integer check (reviewed_cards >= 0),
  difficulty_ratings jsonb not null default '{}'::jsonb,
  time_spent integer not null default 0 check (time_spent >= 0)
);

create index flashcard_sessions_set_idx on public.flashcard_sessions (flashcard_set_id, completed_at desc);
create index flashcard_sessions_user_idx on public.flashcard_sessions (user_id);

alter table public.flashcard_sessions enable row level security;

create policy "Users read their own flashcard sessions" on public.flashcard_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users record sessions of their own sets" on public.flashcard_sessions
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.flashcard_sets s
                where s.id = flashcard_set_id and s.user_id = (select auth.uid())));
create policy "Users update their own flashcard sessions" on public.flashcard_sessions
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.flashcard_sets s
                where s.id = flashcard_set_id and s.user_id = (select auth.uid())));
create policy "Users delete their own flashcard sessions" on public.flashcard_sessions
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.flashcard_sessions from anon, authenticated;
grant select, insert, update, delete on table public.flashcard_sessions to authenticated;
grant all on table public.flashcard_sessions to service_role;

-- ---------------------------------------------------------------------------------------------
-- quizzes (beyond the spec)
-- ---------------------------------------------------------------------------------------------
create table public.quizzes (
  id uuid primary key default gen_random_uuid(),
  study_guide_id uuid not null references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text,
  -- [{id, question, options[4], correctAnswer, explanation}]
  questions jsonb not null check (jsonb_typeof(questions) = 'array'),
  difficulty text check (difficulty in ('easy', 'medium', 'hard')),
  -- {questionCount, allowRetake, useExternalContent, selectedGuides}
  settings jsonb not null default '{}'::jsonb,
  -- {perceivedDifficulty, rating, comments}
  user_feedback jsonb,
  created_at timestamptz not null default now()
);

create index quizzes_guide_created_idx on public.quizzes (study_guide_id, created_at desc);
create index quizzes_user_idx on public.quizzes (user_id);

alter table public.quizzes enable row level security;

create policy "Users read their own quizzes" on public.quizzes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create quizzes for their own guides" on public.quizzes
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users update their own quizzes" on public.quizzes
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users delete their own quizzes" on public.quizzes
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.quizzes from anon, authenticated;
grant select, insert, update, delete on table public.quizzes to authenticated;
grant all on table public.quizzes to service_role;

-- ---------------------------------------------------------------------------------------------
-- quiz_attempts (beyond the spec)
-- ---------------------------------------------------------------------------------------------
create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  score integer check (score between 0 and 100),
  total_questions integer check (total_questions >= 0),
  correct_answers integer check (correct_answers >= 0),
  time_spent integer check (time_spent >= 0),
  -- [{questionId, selectedAnswer, isCorrect}]
  answers jsonb,
  -- [{question, userAnswer, correctAnswer, explanation}]
  wrong_answers jsonb,
  completed_at timestamptz not null default now()
);

create index quiz_attempts_quiz_idx on public.quiz_attempts (quiz_id, completed_at desc);
create index quiz_attempts_user_idx on public.quiz_attempts (user_id);

alter table public.quiz_attempts enable row level security;

create policy "Users read their own quiz attempts" on public.quiz_attempts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users record attempts of their own quizzes" on public.quiz_attempts
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.quizzes q
                where q.id = quiz_id and q.user_id = (select auth.uid())));
create policy "Users update their own quiz attempts" on public.quiz_attempts
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.quizzes q
                where q.id = quiz_id and q.user_id = (select auth.uid())));
create policy "Users delete their own quiz attempts" on public.quiz_attempts
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.quiz_attempts from anon, authenticated;
grant select, insert, update, delete on table public.quiz_attempts to authenticated;
grant all on table public.quiz_attempts to service_role;
