-- Speech made for audio overviews, counted per caller and UTC day in characters beside the
-- tokens and the transcribed seconds (issue 46): the `ai` Edge Function reserves a line's
-- characters before sending it to the provider's /audio/speech, and gives them back when the
-- provider fails.
--
-- One reserve/settle path for every meter of ai_usage other than tokens: 'audio' (seconds
-- transcribed, migration …_ai_audio_usage.sql) and 'speech' (characters spoken). The audio
-- functions of that migration now call it, so the rules are written once.
--
-- Rules (proved by tests/db/ai-audio-usage.test.ts and ai-speech-usage.test.ts on PGlite,
-- and their .pg twins on PostgreSQL):
--   * A reservation is allowed only when it fits: the meter's count so far + the amount stay
--     within p_daily_limit (a limit of 0 refuses everything: anonymous visitors get no speech
--     unless the server configures some). Meters are counted apart from each other and from
--     the tokens.
--   * An unknown meter, a negative amount or limit is an error.
--   * Only service_role calls the functions; students read their row as before, write nothing.

alter table public.ai_usage add column speech_characters bigint not null default 0;
alter table public.ai_usage add column speech_daily_limit bigint;
alter table public.ai_usage
  add constraint ai_usage_speech_not_negative check (speech_characters >= 0);

/** The column a meter counts in; null for a meter there is none of. */
create function public.ai_usage_meter_column(p_meter text) returns text
language sql immutable
set search_path = ''
as $$
  select case p_meter when 'audio' then 'audio_seconds' when 'speech' then 'speech_characters' end
$$;

create function public.ai_usage_meter_reserve(
  p_user_id uuid,
  p_client_hash text,
  p_meter text,
  p_amount integer,
  p_daily_limit bigint
) returns table (allowed boolean, used bigint, usage_day date)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_count text := public.ai_usage_meter_column(p_meter);
  v_used bigint;
begin
  if v_count is null then
    raise exception 'unknown meter %', p_meter using errcode = '22023';
  end if;
  if p_amount < 0 or p_daily_limit < 0 then
    raise exception 'amount and limit must not be negative' using errcode = '22023';
  end if;
  execute format(
    'insert into public.ai_usage as u (user_id, client_hash, day, %1$I) values ($1, $2, $3, $4)
     on conflict (caller, day) do update set %1$I = excluded.%1$I
     returning u.%2$I',
    p_meter || '_daily_limit', v_count)
    into v_used using p_user_id, p_client_hash, v_day, p_daily_limit;
  if v_used + p_amount > p_daily_limit then
    return query select false, v_used, v_day;
    return;
  end if;
  execute format(
    'update public.ai_usage as u
        set %1$I = u.%1$I + $1, requests = u.requests + 1, updated_at = now()
      where u.caller = coalesce($2::text, ''address:'' || $3) and u.day = $4',
    v_count)
    using p_amount, p_user_id, p_client_hash, v_day;
  return query select true, v_used, v_day;
end
$$;

create function public.ai_usage_meter_settle(
  p_user_id uuid,
  p_client_hash text,
  p_meter text,
  p_day date,
  p_delta integer
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count text := public.ai_usage_meter_column(p_meter);
begin
  if v_count is null then
    raise exception 'unknown meter %', p_meter using errcode = '22023';
  end if;
  execute format(
    'update public.ai_usage as u set %1$I = greatest(u.%1$I + $1, 0), updated_at = now()
      where u.caller = coalesce($2::text, ''address:'' || $3) and u.day = $4',
    v_count)
    using p_delta, p_user_id, p_client_hash, p_day;
end
$$;

-- The audio functions of …_ai_audio_usage.sql keep their names and arguments (a deployed `ai`
-- function may still call them) and go through the meter.
create or replace function public.ai_usage_audio_reserve(
  p_user_id uuid,
  p_client_hash text,
  p_seconds integer,
  p_daily_limit_seconds bigint
) returns table (allowed boolean, used bigint, usage_day date)
language sql security definer
set search_path = ''
as $$
  select * from public.ai_usage_meter_reserve(
    p_user_id, p_client_hash, 'audio', p_seconds, p_daily_limit_seconds)
$$;

create or replace function public.ai_usage_audio_settle(
  p_user_id uuid,
  p_client_hash text,
  p_day date,
  p_delta integer
) returns void
language sql security definer
set search_path = ''
as $$
  select public.ai_usage_meter_settle(p_user_id, p_client_hash, 'audio', p_day, p_delta)
$$;

revoke all on function public.ai_usage_meter_column(text) from public, anon, authenticated;
revoke all on function public.ai_usage_meter_reserve(uuid, text, text, integer, bigint)
  from public, anon, authenticated;
revoke all on function public.ai_usage_meter_settle(uuid, text, text, date, integer)
  from public, anon, authenticated;
grant execute on function public.ai_usage_meter_column(text) to service_role;
grant execute on function public.ai_usage_meter_reserve(uuid, text, text, integer, bigint)
  to service_role;
grant execute on function public.ai_usage_meter_settle(uuid, text, text, date, integer)
  to service_role;
