-- Exam dates: a student's exam date for one of their guides (or unit guides)
-- and the recall they want on that day. One row per guide and owner; the planner schedules the
-- guide's cards toward it. RLS as the other study tables: only the owner sees or writes the row,
-- and only for a guide of their own.

create table public.exam_dates (
  study_guide_id uuid not null references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  exam_date date not null,
  -- FSRS retrievability wanted on exam day (the dialog offers 70–99 %).
  target_recall double precision not null default 0.9
    check (target_recall >= 0.7 and target_recall <= 0.99),
  updated_at timestamptz not null default now(),
  primary key (study_guide_id, user_id)
);

create index exam_dates_user_idx on public.exam_dates (user_id);

alter table public.exam_dates enable row level security;

create policy "Users read their own exam dates" on public.exam_dates
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users set exam dates for their own guides" on public.exam_dates
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users update their own exam dates" on public.exam_dates
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = study_guide_id and g.user_id = (select auth.uid())));
create policy "Users delete their own exam dates" on public.exam_dates
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.exam_dates from anon, authenticated;
grant select, insert, update, delete on table public.exam_dates to authenticated;
grant all on table public.exam_dates to service_role;
