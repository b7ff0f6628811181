-- Every review is kept: one row per card rated in a session, so a card's
-- schedule can be rebuilt and FSRS parameters fitted to the student's own history. Written by
-- a new version of record_flashcard_session, in the same transaction as the session and the
-- schedule (all or nothing). Append-only: the owner reads and deletes, nobody updates.

create table public.flashcard_reviews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  flashcard_set_id uuid not null references public.flashcard_sets (id) on delete cascade,
  session_id uuid references public.flashcard_sessions (id) on delete cascade,
  card_id text not null check (char_length(card_id) between 1 and 100),
  -- The FSRS grade: 1 Again, 2 Hard, 3 Good, 4 Easy (the app rates hard, medium, easy: 2–4).
  rating smallint not null check (rating between 1 and 4),
  reviewed_at timestamptz not null,
  -- Days since the card's previous review (0 for its first).
  elapsed_days double precision not null check (elapsed_days >= 0),
  -- The card's FSRS state before the review: 0 New, 1 Learning, 2 Review, 3 Relearning.
  state smallint not null check (state between 0 and 3),
  -- A cram review is kept but did not move the schedule.
  cram boolean not null default false
);

create index flashcard_reviews_user_time_idx on public.flashcard_reviews (user_id, reviewed_at);
create index flashcard_reviews_set_idx on public.flashcard_reviews (flashcard_set_id, card_id);
create index flashcard_reviews_session_idx on public.flashcard_reviews (session_id);

alter table public.flashcard_reviews enable row level security;

create policy "Users read their own reviews" on public.flashcard_reviews
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users log reviews of their own sets" on public.flashcard_reviews
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.flashcard_sets s
                where s.id = flashcard_set_id and s.user_id = (select auth.uid())));
create policy "Users delete their own reviews" on public.flashcard_reviews
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.flashcard_reviews from anon, authenticated;
grant select, insert, delete on table public.flashcard_reviews to authenticated;
grant all on table public.flashcard_reviews to service_role;

-- record_flashcard_session, version 2: the same session and per-card merge as 20261124130000,
-- plus the session's reviews. `review_log` defaults to none, so a client of the first version
-- keeps working; the first version is dropped, or a call with eight arguments would match both.
drop function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb
);

create function public.record_flashcard_session(
  session_id uuid,
  set_id uuid,
  completed_at timestamptz,
  total_cards integer,
  reviewed_cards integer,
  difficulty_ratings jsonb,
  time_spent integer,
  -- The states of the cards reviewed in this session only, by card id.
  reviewed_schedule jsonb,
  -- [{card_id, rating, reviewed_at, elapsed_days, state, cram}]: one entry per rated card.
  review_log jsonb default '[]'::jsonb
) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  current_schedule jsonb;
  merged jsonb;
begin
  if jsonb_typeof(reviewed_schedule) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'reviewed_schedule must be an object';
  end if;
  if jsonb_typeof(review_log) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'review_log must be an array';
  end if;
  if jsonb_array_length(review_log) > 1000 then
    raise exception using errcode = '22023', message = 'review_log holds more than 1000 reviews';
  end if;
  -- The lock makes a second tab's Finish Session wait here and then merge into this one's.
  select s.schedule into current_schedule
    from public.flashcard_sets s
   where s.id = record_flashcard_session.set_id
     for update;
  if not found then
    raise exception using errcode = '42501', message = 'No such flashcard set';
  end if;

  -- Per card: the incoming state unless the stored one records a later review (ISO timestamps
  -- from toISOString() sort as text). Cards this session did not review stay as stored.
  select current_schedule || coalesce(jsonb_object_agg(
           incoming.key,
           case
             when coalesce(incoming.value ->> 'last_review', '')
                  >= coalesce(current_schedule -> incoming.key ->> 'last_review', '')
               then incoming.value
             else current_schedule -> incoming.key
           end),
         '{}'::jsonb)
    into merged
    from jsonb_each(reviewed_schedule) as incoming;

  update public.flashcard_sets s
     set schedule = merged
   where s.id = record_flashcard_session.set_id;

  -- After the schedule: a session that cannot be recorded undoes the schedule too.
  insert into public.flashcard_sessions
    (id, flashcard_set_id, completed_at, total_cards, reviewed_cards, difficulty_ratings,
     time_spent)
  values
    (record_flashcard_session.session_id, record_flashcard_session.set_id,
     record_flashcard_session.completed_at, record_flashcard_session.total_cards,
     record_flashcard_session.reviewed_cards, record_flashcard_session.difficulty_ratings,
     record_flashcard_session.time_spent);

  insert into public.flashcard_reviews
    (flashcard_set_id, session_id, card_id, rating, reviewed_at, elapsed_days, state, cram)
  select record_flashcard_session.set_id, record_flashcard_session.session_id, entry.card_id,
         entry.rating, entry.reviewed_at, entry.elapsed_days, entry.state,
         coalesce(entry.cram, false)
    from jsonb_to_recordset(review_log) as entry(
           card_id text, rating smallint, reviewed_at timestamptz, elapsed_days double precision,
           state smallint, cram boolean);
  return merged;
end
$$;

revoke all on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb, jsonb
) from public, anon, authenticated;
grant execute on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb, jsonb
) to authenticated, service_role;
