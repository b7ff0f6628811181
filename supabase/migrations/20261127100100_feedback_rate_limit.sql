-- The feedback function's rate limit, kept in the database so every function instance counts
-- the same messages (an in-memory window counts per instance, and hosted Supabase runs several).
-- A caller is a user id or 'address:' and a SHA-256 of their address, never the address.
-- Only the function (service_role) counts; nobody reads or writes the rows through the API.
--
-- Proved by tests/db/feedback-rate-limit.test.ts.

create table public.feedback_rate_hits (
  caller text not null check (char_length(caller) between 1 and 100),
  at timestamptz not null default now()
);

create index feedback_rate_hits_caller_idx on public.feedback_rate_hits (caller, at);

alter table public.feedback_rate_hits enable row level security;
revoke all on table public.feedback_rate_hits from anon, authenticated;
grant all on table public.feedback_rate_hits to service_role;

-- Records a message of p_caller if fewer than p_max were recorded in the last p_window_seconds:
-- returns 0, else the seconds until one more is allowed (nothing recorded). A transaction-level
-- lock per caller makes two concurrent messages count one after the other.
create function public.feedback_rate_hit(
  p_caller text,
  p_max integer,
  p_window_seconds integer
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
begin
  if p_max < 1 or p_window_seconds < 1 then
    raise exception 'max and window must be positive' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('feedback_rate:' || p_caller));
  delete from public.feedback_rate_hits as h where h.at <= now() - v_window;
  select count(*), min(h.at) into v_count, v_oldest
    from public.feedback_rate_hits as h where h.caller = p_caller;
  if v_count >= p_max then
    return greatest(1, ceil(extract(epoch from (v_oldest + v_window - now())))::integer);
  end if;
  insert into public.feedback_rate_hits (caller) values (p_caller);
  return 0;
end
$$;

revoke all on function public.feedback_rate_hit(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.feedback_rate_hit(text, integer, integer) to service_role;
