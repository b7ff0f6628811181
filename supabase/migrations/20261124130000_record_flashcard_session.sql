-- Finish Session in one transaction: the session row and the set's review
-- schedule are written together, or neither is. The schedule is merged per card under a row lock
-- instead of being replaced, so two tabs studying the same set keep each other's cards; a card
-- reviewed in both keeps its most recent review.
--
-- SECURITY INVOKER: the caller's own RLS policies decide, exactly as for the two writes made by
-- hand (a session of another user's set is refused by flashcard_sessions' insert policy, and
-- another user's set is invisible to the update).

create function public.record_flashcard_session(
  session_id uuid,
  set_id uuid,
  completed_at timestamptz,
  total_cards integer,
  reviewed_cards integer,
  difficulty_ratings jsonb,
  time_spent integer,
  -- The states of the cards reviewed in this session only, by card id.
  reviewed_schedule jsonb
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
  return merged;
end
$$;

revoke all on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb
) from public, anon, authenticated;
grant execute on function public.record_flashcard_session(
  uuid, uuid, timestamptz, integer, integer, jsonb, integer, jsonb
) to authenticated, service_role;
