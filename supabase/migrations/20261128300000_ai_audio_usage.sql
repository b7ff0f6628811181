-- Audio sent for transcription, counted per caller and UTC day beside the tokens (issue 42):
-- the `ai` Edge Function reserves a recording chunk's seconds before sending it to the provider's
-- /audio/transcriptions and settles to the duration the provider reports.
--
-- Rules (proved by tests/db/ai-audio-usage.test.ts on PGlite and PostgreSQL):
--   * A reservation is allowed only when it fits: seconds counted so far + the chunk's seconds
--     stay within p_daily_limit_seconds (a limit of 0 refuses everything: anonymous visitors get
--     no audio unless the server configures some).
--   * Only service_role calls the two functions; students read their row (and so their audio
--     seconds) as before, and write nothing.

alter table public.ai_usage add column audio_seconds bigint not null default 0;
alter table public.ai_usage add column audio_daily_limit bigint;
alter table public.ai_usage
  add constraint ai_usage_audio_not_negative check (audio_seconds >= 0);

create function public.ai_usage_audio_reserve(
  p_user_id uuid,
  p_client_hash text,
  p_seconds integer,
  p_daily_limit_seconds bigint
) returns table (allowed boolean, used bigint, usage_day date)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_used bigint;
begin
  if p_seconds < 0 or p_daily_limit_seconds < 0 then
    raise exception 'seconds and limit must not be negative' using errcode = '22023';
  end if;
  insert into public.ai_usage as u (user_id, client_hash, day, audio_daily_limit)
       values (p_user_id, p_client_hash, v_day, p_daily_limit_seconds)
  on conflict (caller, day) do update set audio_daily_limit = excluded.audio_daily_limit
  returning u.audio_seconds into v_used;
  if v_used + p_seconds > p_daily_limit_seconds then
    return query select false, v_used, v_day;
    return;
  end if;
  update public.ai_usage as u
     set audio_seconds = u.audio_seconds + p_seconds, requests = u.requests + 1, updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = v_day;
  return query select true, v_used, v_day;
end
$$;

create function public.ai_usage_audio_settle(
  p_user_id uuid,
  p_client_hash text,
  p_day date,
  p_delta integer
) returns void
language sql security definer
set search_path = ''
as $$
  update public.ai_usage as u
     set audio_seconds = greatest(u.audio_seconds + p_delta, 0), updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = p_day;
$$;

revoke all on function public.ai_usage_audio_reserve(uuid, text, integer, bigint)
  from public, anon, authenticated;
revoke all on function public.ai_usage_audio_settle(uuid, text, date, integer)
  from public, anon, authenticated;
grant execute on function public.ai_usage_audio_reserve(uuid, text, integer, bigint) to service_role;
grant execute on function public.ai_usage_audio_settle(uuid, text, date, integer) to service_role;
