-- Beta access codes, the admin, and sign-up gated by a code.
--
-- The spec's browser read and updated beta_access_codes directly; here nobody but the admin can
-- read the table, nobody can write it directly, and every change goes through functions that
-- check the caller (tests/db/beta-codes.test.ts, tests/db/signup-race.pg.test.ts).

-- ---------------------------------------------------------------------------------------------
-- beta_access_codes
-- ---------------------------------------------------------------------------------------------
create table public.beta_access_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9]{8}$'),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  used_by_email text,
  used_by_user_id uuid references auth.users (id) on delete set null,
  is_active boolean not null default true
);

create index beta_access_codes_created_idx on public.beta_access_codes (created_at desc);

alter table public.beta_access_codes enable row level security;

revoke all on table public.beta_access_codes from anon, authenticated;
grant select on table public.beta_access_codes to authenticated;
grant all on table public.beta_access_codes to service_role;

-- ---------------------------------------------------------------------------------------------
-- app_admin: the one admin user id, kept in the database. No client access at all; a hosted
-- project sets it with `update public.app_admin set user_id = '<uuid>'` (see README).
-- ---------------------------------------------------------------------------------------------
create table public.app_admin (
  -- a single row: the primary key is always true
  singleton boolean primary key default true check (singleton),
  user_id uuid not null
);

insert into public.app_admin (user_id) values ('00000000-0000-4000-8000-000000000001');

alter table public.app_admin enable row level security;
revoke all on table public.app_admin from anon, authenticated;
grant all on table public.app_admin to service_role;

create function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.app_admin a where a.user_id = (select auth.uid())
  )
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create policy "The admin reads every beta access code" on public.beta_access_codes
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- check_beta_code: anyone may ask whether a code is active and unused (the sign-up form's
-- early feedback). It reveals nothing else. Case-insensitive.
-- ---------------------------------------------------------------------------------------------
create function public.check_beta_code(code text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.beta_access_codes c
    where c.code = upper(btrim(check_beta_code.code)) and c.is_active and c.used_at is null
  )
$$;

revoke all on function public.check_beta_code(text) from public, anon, authenticated;
grant execute on function public.check_beta_code(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admin functions. Each refuses anyone but the admin with SQLSTATE 42501.
-- ---------------------------------------------------------------------------------------------
create function public.admin_list_beta_codes() returns setof public.beta_access_codes
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the admin can manage beta access codes';
  end if;
  return query select * from public.beta_access_codes order by created_at desc, code;
end
$$;

-- 8 characters from A-Z0-9, drawn from gen_random_uuid()'s cryptographically strong random bytes
-- (pgcrypto is not needed). Bytes >= 252 are rejected so every character is equally likely.
create function public.generate_beta_code() returns public.beta_access_codes
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  candidate text;
  random_bytes bytea;
  b integer;
  i integer;
  inserted public.beta_access_codes;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the admin can manage beta access codes';
  end if;
  for attempt in 1..20 loop
    candidate := '';
    while char_length(candidate) < 8 loop
      random_bytes := uuid_send(gen_random_uuid());
      -- bytes 6 and 8 carry the uuid version and variant bits; skip them
      foreach i in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] loop
        b := get_byte(random_bytes, i);
        if b < 252 and char_length(candidate) < 8 then
          candidate := candidate || substr(alphabet, (b % 36) + 1, 1);
        end if;
      end loop;
    end loop;
    begin
      insert into public.beta_access_codes (code, is_active) values (candidate, true)
      returning * into inserted;
      return inserted;
    exception when unique_violation then
      -- a collision (1 in 36^8 per existing code): draw again
      null;
    end;
  end loop;
  raise exception 'Could not generate a unique beta access code';
end
$$;

create function public.deactivate_beta_code(code_id uuid) returns public.beta_access_codes
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  updated public.beta_access_codes;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only the admin can manage beta access codes';
  end if;
  update public.beta_access_codes set is_active = false where id = code_id returning * into updated;
  if updated.id is null then
    raise exception using errcode = 'P0002', message = 'Beta access code not found';
  end if;
  return updated;
end
$$;

revoke all on function public.admin_list_beta_codes() from public, anon, authenticated;
revoke all on function public.generate_beta_code() from public, anon, authenticated;
revoke all on function public.deactivate_beta_code(uuid) from public, anon, authenticated;
grant execute on function public.admin_list_beta_codes() to authenticated, service_role;
grant execute on function public.generate_beta_code() to authenticated, service_role;
grant execute on function public.deactivate_beta_code(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Sign-up consumes a code. Supabase Auth inserts the user with the sign-up `data` in
-- raw_user_meta_data; this trigger marks `beta_code` used in the same transaction, or raises so
-- the insert (and so the sign-up) fails. The single conditional UPDATE is the atomic step: when
-- sign-ups race for one code, the others wait on its row lock, re-check `used_at is null` after
-- the winner commits, match nothing and fail.
-- AFTER INSERT so that used_by_user_id's foreign key sees the new user.
-- Seeding users without a code: seed.sql sets session_replication_role = replica, which skips
-- ordinary triggers (superuser only; the seed runs as postgres).
-- ---------------------------------------------------------------------------------------------
create function public.consume_beta_code_on_signup() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  supplied text := upper(btrim(coalesce(new.raw_user_meta_data ->> 'beta_code', '')));
  consumed uuid;
begin
  if supplied = '' then
    raise exception using errcode = 'P0001', message = 'Beta access code is required';
  end if;
  update public.beta_access_codes
     set used_at = now(), used_by_email = new.email, used_by_user_id = new.id
   where code = supplied and is_active and used_at is null
  returning id into consumed;
  if consumed is null then
    raise exception using errcode = 'P0001', message = 'Invalid or already used access code';
  end if;
  return null;
end
$$;

revoke all on function public.consume_beta_code_on_signup() from public, anon, authenticated;

create trigger consume_beta_code_on_signup
  after insert on auth.users
  for each row execute function public.consume_beta_code_on_signup();
