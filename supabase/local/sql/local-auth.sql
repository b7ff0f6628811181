-- Bookkeeping of the embedded local backend's auth server (sessions, refresh tokens, one-time
-- tokens, pending e-mail changes, captured e-mails). It lives in its own schema, apart from the
-- auth shim, so the shim stays exactly what our migrations rely on. No API role may touch it.
-- Idempotent: applied at every start.
create schema if not exists local_auth;
revoke all on schema local_auth from public;

create table if not exists local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create table if not exists local_auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on local_auth.refresh_tokens (session_id);

-- One live token per user and type. token_hash is the mailed link's token: random, so a link
-- cannot be guessed (GoTrue derives it as sha224(email || otp), which would let anyone who knows
-- an address try every code through the link form). otp_hash = sha224(email || otp) finds the
-- 6-digit code, which only verifyOtp({ email, token }) accepts, at most MAX_OTP_ATTEMPTS wrong
-- tries per address (failed_attempts) before the address's tokens are void.
create table if not exists local_auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation_token', 'recovery_token', 'email_change_token_current', 'email_change_token_new')),
  token_hash text not null,
  relates_to text not null,
  redirect_to text,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_hash_idx on local_auth.one_time_tokens (token_hash);
alter table local_auth.one_time_tokens add column if not exists otp_hash text;
alter table local_auth.one_time_tokens
  add column if not exists failed_attempts integer not null default 0;
create index if not exists one_time_tokens_email_idx on local_auth.one_time_tokens (relates_to);

-- A requested e-mail change; applied once both addresses have confirmed (GoTrue's secure change).
create table if not exists local_auth.email_changes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  new_email text not null,
  current_confirmed boolean not null default false,
  new_confirmed boolean not null default false,
  sent_at timestamptz not null default now()
);

create table if not exists local_auth.sign_ins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  last_sign_in_at timestamptz not null default now(),
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz
);

create table if not exists local_auth.messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  links jsonb not null default '[]',
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists messages_to_idx on local_auth.messages (lower(to_address), id desc);

-- Start-up bookkeeping (the fingerprint of the SQL files last applied to this data dir).
create table if not exists local_auth.meta (
  key text primary key,
  value text not null
);
