-- The `source` function's daily count: how many pages each student had fetched today (UTC), so
-- every function instance counts alike. Only the function (service_role) counts; nobody reads
-- or writes the rows through the API. Proved by tests/db/source-fetches.test.ts.

create table public.source_fetch_counts (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  fetches integer not null check (fetches >= 1),
  primary key (user_id, day)
);

alter table public.source_fetch_counts enable row level security;
revoke all on table public.source_fetch_counts from anon, authenticated;
grant all on table public.source_fetch_counts to service_role;

-- Counts one fetch of p_user when fewer than p_max were counted today (UTC) and says true; else
-- counts nothing and says false. The upsert is one statement, so two concurrent fetches never
-- both take the last one. Earlier days of the user are dropped on the way.
create function public.source_fetch_hit(p_user uuid, p_max integer) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'utc')::date;
  v_counted boolean;
begin
  if p_max < 1 then
    raise exception 'max must be positive' using errcode = '22023';
  end if;
  delete from public.source_fetch_counts as c where c.user_id = p_user and c.day < v_today;
  insert into public.source_fetch_counts as c (user_id, day, fetches)
    values (p_user, v_today, 1)
  on conflict (user_id, day) do update set fetches = c.fetches + 1
    where c.fetches < p_max
  returning true into v_counted;
  return coalesce(v_counted, false);
end
$$;

revoke all on function public.source_fetch_hit(uuid, integer) from public, anon, authenticated;
grant execute on function public.source_fetch_hit(uuid, integer) to service_role;
