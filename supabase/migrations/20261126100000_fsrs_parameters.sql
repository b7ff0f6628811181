-- Personal FSRS parameters: the memory model fitted in the browser to the
-- student's own review log (flashcard_reviews), with how well it and the default parameters
-- predict that log. One row per student, replaced at each fit; the app schedules with these
-- weights only when their log loss is the lower. Only the owner sees or writes the row.

create table public.fsrs_parameters (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- The 21 FSRS-6 weights.
  weights jsonb not null
    check (jsonb_typeof(weights) = 'array' and jsonb_array_length(weights) = 21),
  log_loss double precision not null check (log_loss >= 0),
  default_log_loss double precision not null check (default_log_loss >= 0),
  -- The reviews both losses were measured on.
  review_count integer not null check (review_count >= 0),
  fitted_at timestamptz not null default now()
);

alter table public.fsrs_parameters enable row level security;

create policy "Users read their own parameters" on public.fsrs_parameters
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users save their own parameters" on public.fsrs_parameters
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users refit their own parameters" on public.fsrs_parameters
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their own parameters" on public.fsrs_parameters
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.fsrs_parameters from anon, authenticated;
grant select, insert, update, delete on table public.fsrs_parameters to authenticated;
grant all on table public.fsrs_parameters to service_role;
