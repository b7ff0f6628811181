-- record_flashcard_sessions, version 2 (issue 43): the same answers and the same rows as
-- version 1 (20261128900310), written set-based. Version 1 called record_flashcard_session once
-- per session: per session a lock, a schedule update, a session insert and a review insert, and
-- with each insert the row-count quota triggers (20261127100200) counted the whole set's
-- sessions and reviews again, so a 100-session request cost about 2.6 s on the local backend.
--
-- Now, per call: every set is locked once (in id order), the sessions already recorded are read
-- once, the schedules are merged session by session in memory with version 4's rules
-- (20261128800100: per card the incoming state unless the stored one records a later review;
-- `stale` against the state as merged so far), then each set's schedule is written once, all new
-- sessions in one insert and all their reviews in one insert (the quota triggers fire once per
-- statement). Kept: idempotent per session id (a session already recorded, or listed twice, is
-- written once; a resend answers as version 1 does), security invoker (RLS decides: a set the
-- caller does not own fails the whole call with 'No such flashcard set'), all or nothing.
create or replace function public.record_flashcard_sessions(sessions jsonb)
returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  entry record;
  set_ids uuid[];
  locked integer;
  -- {set id: its schedule as merged so far}
  schedules jsonb;
  -- {session id: set id} of the sessions recorded, before this call or earlier in it
  recorded jsonb;
  -- the ordinals of the sessions this call writes, and their sets
  fresh bigint[] := '{}';
  touched uuid[] := '{}';
  answers jsonb[] := '{}';
  current_schedule jsonb;
  merged jsonb;
  stale jsonb;
begin
  if jsonb_typeof(sessions) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'sessions must be an array';
  end if;
  if jsonb_array_length(sessions) > 200 then
    raise exception using errcode = '22023', message = 'sessions holds more than 200 sessions';
  end if;
  if jsonb_array_length(sessions) = 0 then
    return '[]'::jsonb;
  end if;
  -- The arguments' checks of record_flashcard_session, session after session.
  for entry in
    select e.value as session from jsonb_array_elements(sessions) with ordinality as e(value, n)
     order by e.n
  loop
    if jsonb_typeof(entry.session) is distinct from 'object' then
      raise exception using errcode = '22023', message = 'each session must be an object';
    end if;
    if jsonb_typeof(entry.session -> 'reviewed_schedule') is distinct from 'object' then
      raise exception using errcode = '22023', message = 'reviewed_schedule must be an object';
    end if;
    if jsonb_typeof(coalesce(entry.session -> 'review_log', '[]'::jsonb))
       is distinct from 'array' then
      raise exception using errcode = '22023', message = 'review_log must be an array';
    end if;
    if jsonb_array_length(coalesce(entry.session -> 'review_log', '[]'::jsonb)) > 1000 then
      raise exception using errcode = '22023', message = 'review_log holds more than 1000 reviews';
    end if;
    if jsonb_typeof(entry.session -> 'based_on') not in ('null', 'object') then
      raise exception using errcode = '22023', message = 'based_on must be an object';
    end if;
  end loop;

  -- Every set locked once, in one order (a second tab's send waits here, then merges into this).
  select array_agg(distinct (e.value ->> 'set_id')::uuid) into set_ids
    from jsonb_array_elements(sessions) as e(value);
  select count(*), coalesce(jsonb_object_agg(locking.id, locking.schedule), '{}'::jsonb)
    into locked, schedules
    from (select s.id, s.schedule from public.flashcard_sets s
           where s.id = any(set_ids) order by s.id for update) as locking;
  if locked < cardinality(set_ids) then
    raise exception using errcode = '42501', message = 'No such flashcard set';
  end if;

  select coalesce(jsonb_object_agg(fs.id, fs.flashcard_set_id), '{}'::jsonb) into recorded
    from public.flashcard_sessions fs
   where fs.id in (select (e.value ->> 'session_id')::uuid
                     from jsonb_array_elements(sessions) as e(value));

  for entry in
    select e.n,
           (e.value ->> 'session_id')::uuid as session_id,
           (e.value ->> 'set_id')::uuid as set_id,
           e.value -> 'reviewed_schedule' as reviewed_schedule,
           nullif(e.value -> 'based_on', 'null'::jsonb) as based_on
      from jsonb_array_elements(sessions) with ordinality as e(value, n)
     order by e.n
  loop
    current_schedule := schedules -> entry.set_id::text;

    -- Sent again: nothing is written twice; the answer is version 4's for a resend.
    if recorded ->> entry.session_id::text = entry.set_id::text then
      if entry.based_on is null then
        answers := answers || current_schedule;
        continue;
      end if;
      select coalesce(jsonb_agg(incoming.key order by incoming.key), '[]'::jsonb) into stale
        from jsonb_each(entry.reviewed_schedule) as incoming
       where current_schedule -> incoming.key ->> 'last_review'
             is distinct from incoming.value ->> 'last_review';
      answers := answers || jsonb_build_object('schedule', current_schedule, 'stale', stale);
      continue;
    end if;

    -- The cards another device reviewed since this device's state of them.
    select coalesce(jsonb_agg(incoming.key order by incoming.key), '[]'::jsonb) into stale
      from jsonb_each(entry.reviewed_schedule) as incoming
     where entry.based_on is not null
       and (current_schedule -> incoming.key ->> 'last_review')::timestamptz
           is distinct from (entry.based_on ->> incoming.key)::timestamptz;

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
      from jsonb_each(entry.reviewed_schedule) as incoming;

    schedules := jsonb_set(schedules, array[entry.set_id::text], merged);
    recorded := recorded || jsonb_build_object(entry.session_id, entry.set_id);
    fresh := fresh || entry.n;
    touched := touched || entry.set_id;
    if entry.based_on is null then
      answers := answers || merged;
    else
      answers := answers || jsonb_build_object('schedule', merged, 'stale', stale);
    end if;
  end loop;

  if cardinality(fresh) = 0 then
    return to_jsonb(answers);
  end if;

  update public.flashcard_sets s
     set schedule = schedules -> s.id::text
   where s.id = any(touched);

  -- After the schedules: a session that cannot be recorded undoes them too.
  insert into public.flashcard_sessions
    (id, flashcard_set_id, completed_at, total_cards, reviewed_cards, difficulty_ratings,
     time_spent)
  select (e.value ->> 'session_id')::uuid, (e.value ->> 'set_id')::uuid,
         (e.value ->> 'completed_at')::timestamptz, (e.value ->> 'total_cards')::integer,
         (e.value ->> 'reviewed_cards')::integer, e.value -> 'difficulty_ratings',
         (e.value ->> 'time_spent')::integer
    from jsonb_array_elements(sessions) with ordinality as e(value, n)
   where e.n = any(fresh)
   order by e.n;

  insert into public.flashcard_reviews
    (flashcard_set_id, session_id, card_id, rating, reviewed_at, elapsed_days, state, cram)
  select (e.value ->> 'set_id')::uuid, (e.value ->> 'session_id')::uuid, review.card_id,
         review.rating, review.reviewed_at, review.elapsed_days, review.state,
         coalesce(review.cram, false)
    from jsonb_array_elements(sessions) with ordinality as e(value, n)
   cross join lateral jsonb_to_recordset(coalesce(e.value -> 'review_log', '[]'::jsonb))
           as review(card_id text, rating smallint, reviewed_at timestamptz,
                     elapsed_days double precision, state smallint, cram boolean)
   where e.n = any(fresh)
   order by e.n;

  return to_jsonb(answers);
end
$$;
