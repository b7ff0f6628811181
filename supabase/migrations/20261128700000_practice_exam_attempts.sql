-- Practice exams (issue 45): each submitted attempt of a guide's practice exam, with its
-- questions, answers and grades in one JSON document (at most 1 MiB, as a quiz), so the guide
-- lists its attempts and a second look can change a grade. The owner alone reads and writes
-- them, only for their own guides; at most MAX_EXAM_ATTEMPTS_PER_GUIDE (1000) a guide. Proved by
-- tests/db/practice-exam-attempts.test.ts and the RLS matrix.

create table public.practice_exam_attempts (
  id uuid primary key default gen_random_uuid(),
  study_guide_id uuid not null references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  score numeric not null check (score >= 0),
  total_questions integer not null check (total_questions between 1 and 20),
  time_limit_minutes integer check (time_limit_minutes in (20, 45, 90)),
  time_spent integer not null default 0 check (time_spent >= 0),
  -- {questions, answers, spent, results}: the exam as taken and graded
  attempt jsonb not null,
  completed_at timestamptz not null default now(),
  constraint practice_exam_attempts_attempt_limit check (octet_length(attempt::text) <= 1048576),
  constraint practice_exam_attempts_score_range check (score <= total_questions)
);

create index practice_exam_attempts_guide_idx
  on public.practice_exam_attempts (study_guide_id, completed_at desc);
create index practice_exam_attempts_user_idx on public.practice_exam_attempts (user_id);

alter table public.practice_exam_attempts enable row level security;

create policy "Users read their own practice exams" on public.practice_exam_attempts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users record practice exams of their own guides" on public.practice_exam_attempts
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users regrade their own practice exams" on public.practice_exam_attempts
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users delete their own practice exams" on public.practice_exam_attempts
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.practice_exam_attempts from anon, authenticated;
grant select, insert, update, delete on table public.practice_exam_attempts to authenticated;
grant all on table public.practice_exam_attempts to service_role;

create function private.practice_exam_attempts_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from (select distinct study_guide_id from added) a
              where (select count(*) from public.practice_exam_attempts t
                      where t.study_guide_id = a.study_guide_id) > 1000) then
    perform private.refuse_quota('practice_exam_attempts', 'practice_exam_attempts_per_guide_quota');
  end if;
  return null;
end
$$;

create trigger practice_exam_attempts_quota after insert on public.practice_exam_attempts
  referencing new table as added for each statement
  execute function private.practice_exam_attempts_quota();
-- Moving an attempt to another guide counts there too.
create trigger practice_exam_attempts_quota_on_move after update on public.practice_exam_attempts
  referencing new table as added for each statement
  execute function private.practice_exam_attempts_quota();
