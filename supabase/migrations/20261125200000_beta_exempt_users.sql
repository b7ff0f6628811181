-- Admins can still add people: the sign-up trigger refused every user without a beta
-- code, including the dashboard's 'Add user' and invitations. A user created through the Auth
-- admin API with app_metadata.beta_exempt = true now gets in without a code. app_metadata is
-- written only by the admin API (service role); a sign-up's `data` lands in user_metadata, which
-- does not count.
--
-- Supabase Auth's admin API inserts the user first and writes app_metadata with a later UPDATE
-- in the same transaction, so whether a user is exempt is known only at commit: a user without a
-- code is checked by a deferred constraint trigger, which reads the row as it is then. A sign-up
-- with a code is consumed at insert, as before (the atomic step against racing sign-ups).

create or replace function public.consume_beta_code_on_signup() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  supplied text := upper(btrim(coalesce(new.raw_user_meta_data ->> 'beta_code', '')));
  consumed uuid;
begin
  -- No code: require_beta_code_or_exemption decides at commit.
  if supplied = '' then
    return null;
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

create function public.require_beta_code_or_exemption() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if upper(btrim(coalesce(new.raw_user_meta_data ->> 'beta_code', ''))) <> '' then
    return null;
  end if;
  -- The row as it is at commit (NEW is the row as inserted, before Auth wrote app_metadata); a
  -- user deleted again in the same transaction needs no code.
  if not exists (
    select 1 from auth.users u
     where u.id = new.id
       and coalesce(u.raw_app_meta_data -> 'beta_exempt', 'false'::jsonb) <> 'true'::jsonb
  ) then
    return null;
  end if;
  raise exception using errcode = 'P0001', message = 'Beta access code is required';
end
$$;

revoke all on function public.require_beta_code_or_exemption() from public, anon, authenticated;

create constraint trigger require_beta_code_or_exemption
  after insert on auth.users
  deferrable initially deferred
  for each row execute function public.require_beta_code_or_exemption();
