-- AI tokens used per caller and UTC day, counted by the `ai` Edge Function, so a
-- public deployment can cap what each student and each anonymous visitor spends.
--
-- Rules (proved by tests/db/ai-usage.test.ts on PGlite and PostgreSQL, and the RLS matrix):
--   * A signed-in caller's row names the user; an anonymous caller's row names only a SHA-256 of
--     their address (client_hash), never the address itself. Exactly one of the two is set.
--   * A student reads their own rows and nobody else's; nobody reads anonymous rows but the
--     server. The browser writes nothing: only the function (service_role) counts, through
--     ai_usage_reserve / ai_usage_settle, which no API role but service_role may call.
--   * daily_limit is the limit in force when the row was last counted, so the account settings
--     can show "12,000 of 200,000 tokens" without knowing the server's configuration.

create table public.ai_usage (
  user_id uuid references auth.users (id) on delete cascade,
  client_hash text,
  -- One key for both kinds of caller, so one upsert serves them.
  caller text not null generated always as (
    coalesce(user_id::text, 'address:' || client_hash)
  ) stored,
  day date not null,
  tokens bigint not null default 0,
  requests integer not null default 0,
  daily_limit bigint,
  updated_at timestamptz not null default now(),
  primary key (caller, day),
  constraint ai_usage_one_caller check ((user_id is null) <> (client_hash is null)),
  constraint ai_usage_client_hash_shape check (client_hash ~ '^[0-9a-f]{64}$'),
  constraint ai_usage_tokens_not_negative check (tokens >= 0)
);

create index ai_usage_user_idx on public.ai_usage (user_id, day) where user_id is not null;

alter table public.ai_usage enable row level security;

create policy "Users read their own AI usage" on public.ai_usage
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on table public.ai_usage from anon, authenticated;
grant select on table public.ai_usage to authenticated;
grant all on table public.ai_usage to service_role;

-- Reserves p_tokens of today's (UTC) allowance for one request, if the caller has not used it up
-- yet: allowed when the tokens counted so far are below p_daily_limit. The row lock taken by the
-- upsert serialises concurrent requests of one caller. Returns what was counted before and the
-- day the reservation was booked on, which ai_usage_settle needs (a request may cross midnight).
create function public.ai_usage_reserve(
  p_user_id uuid,
  p_client_hash text,
  p_tokens integer,
  p_daily_limit bigint
) returns table (allowed boolean, used bigint, usage_day date)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_used bigint;
begin
  if p_tokens < 0 or p_daily_limit < 0 then
    raise exception 'tokens and limit must not be negative' using errcode = '22023';
  end if;
  insert into public.ai_usage as u (user_id, client_hash, day, daily_limit)
       values (p_user_id, p_client_hash, v_day, p_daily_limit)
  on conflict (caller, day) do update set daily_limit = excluded.daily_limit
  returning u.tokens into v_used;
  if v_used >= p_daily_limit then
    return query select false, v_used, v_day;
    return;
  end if;
  update public.ai_usage as u
     set tokens = u.tokens + p_tokens, requests = u.requests + 1, updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = v_day;
  return query select true, v_used, v_day;
end
$$;

-- Replaces a reservation by what the request really used: adds p_delta (actual − reserved,
-- often negative) to the row of p_day, never below zero.
create function public.ai_usage_settle(
  p_user_id uuid,
  p_client_hash text,
  p_day date,
  p_delta integer
) returns void
language sql security definer
set search_path = ''
as $$
  update public.ai_usage as u
     set tokens = greatest(u.tokens + p_delta, 0), updated_at = now()
   where u.caller = coalesce(p_user_id::text, 'address:' || p_client_hash) and u.day = p_day;
$$;

revoke all on function public.ai_usage_reserve(uuid, text, integer, bigint)
  from public, anon, authenticated;
revoke all on function public.ai_usage_settle(uuid, text, date, integer)
  from public, anon, authenticated;
grant execute on function public.ai_usage_reserve(uuid, text, integer, bigint) to service_role;
grant execute on function public.ai_usage_settle(uuid, text, date, integer) to service_role;
