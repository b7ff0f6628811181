-- Two devices (issue 43): a phone and a laptop review the same set offline and sync later, in
-- either order. Each card's schedule must then be the one its reviews give when replayed in time
-- order, whichever synced first. A state made on a device only knows that device's reviews, so
-- the database tells the device when another one reviewed the card in between, and the device
-- replays the card's reviews from the review log (entities/flashcard/replay-reviews.ts) and
-- writes the result with replay_card_schedule, which takes it only if the log it was replayed
-- from is still the whole log (a third send in between makes the device replay again).
--
-- record_flashcard_session, version 4: version 3 (20261128200000) with `based_on`, the
-- last_review of each reviewed card's state the device started from (null: a new card). Without
-- it, version 3's behaviour and answer (the merged schedule). With it, the answer is
-- {schedule, stale}: `stale` lists the cards whose stored state was not the one the device
-- started from (another device's review came in between), which the device must replay; a
-- session sent again lists the cards whose stored state is not its own.

drop function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb, jsonb
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
  review_log jsonb default '[]'::jsonb,
  -- {card_id: last_review or null}: what each reviewed card's state was computed from.
  based_on jsonb default null
) returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  current_schedule jsonb;
  merged jsonb;
  stale jsonb;
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
  if based_on is not null and jsonb_typeof(based_on) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'based_on must be an object';
  end if;
  -- The lock makes a second tab's Finish Session wait here and then merge into this one's.
  select s.schedule into current_schedule
    from public.flashcard_sets s
   where s.id = record_flashcard_session.set_id
     for update;
  if not found then
    raise exception using errcode = '42501', message = 'No such flashcard set';
  end if;

  -- Sent again (an offline queue's retry whose first answer was lost): nothing is written twice.
  if exists (select 1 from public.flashcard_sessions fs
              where fs.id = record_flashcard_session.session_id
                and fs.flashcard_set_id = record_flashcard_session.set_id) then
    if based_on is null then
      return current_schedule;
    end if;
    select coalesce(jsonb_agg(incoming.key order by incoming.key), '[]'::jsonb) into stale
      from jsonb_each(reviewed_schedule) as incoming
     where current_schedule -> incoming.key ->> 'last_review'
           is distinct from incoming.value ->> 'last_review';
    return jsonb_build_object('schedule', current_schedule, 'stale', stale);
  end if;

  -- The cards another device reviewed since this device's state of them.
  select coalesce(jsonb_agg(incoming.key order by incoming.key), '[]'::jsonb) into stale
    from jsonb_each(reviewed_schedule) as incoming
   where based_on is not null
     and (current_schedule -> incoming.key ->> 'last_review')::timestamptz
         is distinct from (based_on ->> incoming.key)::timestamptz;

  -- Per card: the incoming state unless the stored one records a later review (ISO timestamps
  -- from toISOString() sort as text). Cards this session did not review stay as stored. A stale
  -- card's state is replaced by its replay right after (replay_card_schedule).
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
  if based_on is null then
    return merged;
  end if;
  return jsonb_build_object('schedule', merged, 'stale', stale);
end
$$;

revoke all on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb, jsonb, jsonb
) from public, anon, authenticated;
grant execute on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb, jsonb, jsonb
) to authenticated, service_role;

-- A replayed card's state, written only if the log it was replayed from is still whole:
-- `replayed` is {card_id: {schedule, after, reviews}}, where `reviews` counts the card's reviews
-- (cram ones aside, as they never move a schedule) later than `after` (the last_review of the
-- state the replay started from; null: every review). Returns true once written, false (writing
-- nothing) when another review of one of the cards came in: the device replays again. Under the
-- set's lock, as every review is inserted.
create function public.replay_card_schedule(set_id uuid, replayed jsonb)
returns boolean
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  current_schedule jsonb;
begin
  if jsonb_typeof(replayed) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'replayed must be an object';
  end if;
  if replayed = '{}'::jsonb then
    return true;
  end if;
  select s.schedule into current_schedule
    from public.flashcard_sets s
   where s.id = replay_card_schedule.set_id
     for update;
  if not found then
    raise exception using errcode = '42501', message = 'No such flashcard set';
  end if;
  if exists (
    select 1 from jsonb_each(replayed) as card
     where jsonb_typeof(card.value -> 'schedule') is distinct from 'object'
        or (select count(*) from public.flashcard_reviews r
             where r.flashcard_set_id = replay_card_schedule.set_id
               and r.card_id = card.key
               and not r.cram
               and (card.value ->> 'after' is null
                    or r.reviewed_at > (card.value ->> 'after')::timestamptz))
           is distinct from (card.value ->> 'reviews')::bigint
  ) then
    return false;
  end if;
  update public.flashcard_sets s
     set schedule = current_schedule || (
           select jsonb_object_agg(card.key, card.value -> 'schedule')
             from jsonb_each(replayed) as card)
   where s.id = replay_card_schedule.set_id;
  return true;
end
$$;

revoke all on function public.replay_card_schedule(uuid, jsonb)
  from public, anon, authenticated;
grant execute on function public.replay_card_schedule(uuid, jsonb)
  to authenticated, service_role;
