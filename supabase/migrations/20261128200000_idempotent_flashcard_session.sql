-- Offline study (issue 43): changes made with no connection are queued on the device with ids
-- made there and sent when it returns, possibly more than once (a send whose answer was lost is
-- sent again). Each send must then be idempotent: the database ignores a second write of the
-- same id. Quiz attempts and flashcard sessions already have client-made primary keys; quiz
-- attempts are inserted with on conflict do nothing (PostgREST's ignore-duplicates). Here
-- record_flashcard_session, version 3: the same signature, grants and RLS (security invoker) as
-- version 2 (20261125110000), and a session id already stored for the set returns the stored
-- schedule without writing anything, instead of failing on the primary key.

create or replace function public.record_flashcard_session(
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

  -- Sent again (an offline queue's retry whose first answer was lost): the session and its
  -- reviews are already stored, so nothing is written twice; the schedule as it stands answers.
  -- Checked under the set's lock, so two sends of one session at once also write it once.
  if exists (select 1 from public.flashcard_sessions fs
              where fs.id = record_flashcard_session.session_id
                and fs.flashcard_set_id = record_flashcard_session.set_id) then
    return current_schedule;
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
