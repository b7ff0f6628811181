-- Many sessions in one call (issue 43): a device that studied offline may hold a thousand
-- sessions; sent one request each, the sync took 15.8 s. record_flashcard_sessions takes them in
-- the order they were made and records each exactly as record_flashcard_session (version 4,
-- 20261128800100) does, in one transaction: idempotent per session id (a session sent again
-- writes nothing), each set locked while it is merged, and `stale` listed per session for the
-- two-device replay. Security invoker: RLS decides, session by session, as it does for one; a
-- session on a set the caller does not own fails the whole call ('No such flashcard set'), and
-- the device then sends the sessions one at a time to set that one aside.
--
-- `sessions` is an array of objects whose keys are record_flashcard_session's arguments; the
-- answer is the array of its answers, in the same order.
create function public.record_flashcard_sessions(sessions jsonb)
returns jsonb
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  session jsonb;
  answers jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(sessions) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'sessions must be an array';
  end if;
  if jsonb_array_length(sessions) > 200 then
    raise exception using errcode = '22023', message = 'sessions holds more than 200 sessions';
  end if;
  for session in
    select entry.value from jsonb_array_elements(sessions) with ordinality as entry(value, n)
     order by entry.n
  loop
    if jsonb_typeof(session) is distinct from 'object' then
      raise exception using errcode = '22023', message = 'each session must be an object';
    end if;
    answers := answers || jsonb_build_array(public.record_flashcard_session(
      session_id => (session ->> 'session_id')::uuid,
      set_id => (session ->> 'set_id')::uuid,
      completed_at => (session ->> 'completed_at')::timestamptz,
      total_cards => (session ->> 'total_cards')::integer,
      reviewed_cards => (session ->> 'reviewed_cards')::integer,
      difficulty_ratings => session -> 'difficulty_ratings',
      time_spent => (session ->> 'time_spent')::integer,
      reviewed_schedule => session -> 'reviewed_schedule',
      review_log => coalesce(session -> 'review_log', '[]'::jsonb),
      based_on => nullif(session -> 'based_on', 'null'::jsonb)));
  end loop;
  return answers;
end
$$;

revoke all on function public.record_flashcard_sessions(jsonb) from public, anon, authenticated;
grant execute on function public.record_flashcard_sessions(jsonb) to authenticated, service_role;
