-- The AI allowance cannot be overdrawn (replaces ai_usage_reserve of 20261124120000):
--   * a request is refused when what the caller has used plus this request's reservation would
--     pass the limit (not only once the limit is reached: 20 parallel calls against 20,000
--     tokens could otherwise count 25,000);
--   * all anonymous visitors together have a daily cap (ai_usage_anonymous_totals), counted in
--     the same transaction as the visitor's own row;
--   * with a CAPTCHA configured, an anonymous visitor's first request of the day is refused
--     unless the function has verified a CAPTCHA answer (p_verified).
-- `reason` says which rule refused: 'daily_limit', 'anonymous_total' or 'captcha_required'
-- (null when allowed). ai_usage_settle moves the anonymous total with the visitor's row.
--
-- Proved by tests/db/ai-usage.test.ts (PGlite) and ai-usage.pg.test.ts (PostgreSQL 15).

create table public.ai_usage_anonymous_totals (
  day date primary key,
  tokens bigint not null default 0 check (tokens >= 0),
  updated_at timestamptz not null default now()
);

alter table public.ai_usage_anonymous_totals enable row level security;
revoke all on table public.ai_usage_anonymous_totals from anon, authenticated;
grant all on table public.ai_usage_anonymous_totals to service_role;

drop function public.ai_usage_reserve(uuid, text, integer, bigint);

create function public.ai_usage_reserve(
  p_user_id uuid,
  p_client_hash text,
  p_tokens integer,
  p_daily_limit bigint,
  p_anonymous_total_limit bigint default null,
  p_verified boolean default true
) returns table (allowed boolean, used bigint, usage_day date, reason text)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_used bigint;
  v_requests integer;
  v_total bigint;
begin
  if p_tokens < 0 or p_daily_limit < 0 or p_anonymous_total_limit < 0 then
    raise exception 'tokens and limits must not be negative' using errcode = '22023';
  end if;
  -- The upsert locks the caller's row: concurrent requests of one caller queue here.
  insert into public.ai_usage as u (user_id, client_hash, day, daily_limit)
       values (p_user_id, p_client_hash, v_day, p_daily_limit)
  on conflict (caller, day) do update set daily_limit = excluded.daily_limit
  returning u.tokens, u.requests into v_used, v_requests;
  if p_user_id is null and not coalesce(p_verified, false) and v_requests = 0 then
    return query select false, v_used, v_day, 'captcha_required'::text;
    return;
  end if;
  if v_used + p_tokens > p_daily_limit then
    return query select false, v_used, v_day, 'daily_limit'::text;
    return;
  end if;
  if p_user_id is null and p_anonymous_total_limit is not null then
    -- One row per day for every visitor: its lock serialises all anonymous reservations.
    insert into public.ai_usage_anonymous_totals as t (day) values (v_day)
    on conflict (day) do update set updated_at = now()
    returning t.tokens into v_total;
    if v_total + p_tokens > p_anonymous_total_limit then
      return query select false, v_used, v_day, 'anonymous_total'::text;
      return;
    end if;
    update public.ai_usage_anonymous_totals as t
       set tokens = t.tokens + p_tokens, updated_at = now()
     where t.day = v_day;
  end if;
  update public.ai_usage as u
     set tokens = u.tokens + p_tokens, requests = u.requests + 1, updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = v_day;
  return query select true, v_used, v_day, null::text;
end
$$;

-- As before, plus the anonymous total of that day for a visitor's request.
create or replace function public.ai_usage_settle(
  p_user_id uuid,
  p_client_hash text,
  p_day date,
  p_delta integer
) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.ai_usage as u
     set tokens = greatest(u.tokens + p_delta, 0), updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = p_day;
  if p_user_id is null then
    update public.ai_usage_anonymous_totals as t
       set tokens = greatest(t.tokens + p_delta, 0), updated_at = now()
     where t.day = p_day;
  end if;
end
$$;

revoke all on function public.ai_usage_reserve(uuid, text, integer, bigint, bigint, boolean)
  from public, anon, authenticated;
revoke all on function public.ai_usage_settle(uuid, text, date, integer)
  from public, anon, authenticated;
grant execute on function public.ai_usage_reserve(uuid, text, integer, bigint, bigint, boolean)
  to service_role;
grant execute on function public.ai_usage_settle(uuid, text, date, integer) to service_role;
