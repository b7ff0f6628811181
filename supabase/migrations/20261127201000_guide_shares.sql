-- Share links: the owner of a guide makes a link that shows it read-only to anyone who has it,
-- signed in or not, until the owner stops sharing.
--
-- Rules (proved by tests/db/support/share-cases.ts in the RLS matrix, on PGlite and PostgreSQL):
--   * One link per guide, deleted with the guide. Only its owner creates it (create_guide_share,
--     which also replaces an older link) and revokes it (delete through RLS, which
--     stop_guide_share does without reading the row back).
--   * The token is 32 bytes of two random v4 UUIDs (244 random bits), made by the database and
--     returned once as 64 hex digits; only its SHA-256 is stored. Nobody inserts or updates a row
--     directly, so no client can choose a guessable token. Both functions are core PostgreSQL
--     (13+), the same on hosted Supabase and on PGlite, without pgcrypto.
--   * get_shared_guide(token) is the one way to read through a link, for anon and signed-in
--     callers alike: that guide's title, content, kind and date, its source passages and
--     citations, and its flashcard sets' titles and cards. Never user_id, ids, the owner's review
--     schedule or any other row; an unknown or revoked token reads as null.
--   * save_shared_guide(token) copies the guide, its source and its flashcard sets into the
--     signed-in caller's library (fresh schedules), in one transaction, and returns the copy's id.

create table public.guide_shares (
  guide_id uuid primary key references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  token_hash bytea not null unique check (octet_length(token_hash) = 32),
  created_at timestamptz not null default now()
);

create index guide_shares_user_idx on public.guide_shares (user_id);

alter table public.guide_shares enable row level security;

create policy "Users see which of their guides are shared" on public.guide_shares
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users stop sharing their own guides" on public.guide_shares
  for delete to authenticated using (user_id = (select auth.uid()));

-- No insert or update for API roles: links are made by create_guide_share only. The owner may
-- see whether (and since when) a guide is shared, not the token's hash.
revoke all on table public.guide_shares from anon, authenticated;
grant select (guide_id, user_id, created_at), delete on table public.guide_shares to authenticated;
grant all on table public.guide_shares to service_role;

-- The row of a token, or nothing for a token that is not 64 lowercase hex digits (decode is only
-- reached for well-formed ones).
create function private.shared_guide_id(token text) returns uuid
language sql stable strict
set search_path = ''
as $$
  select s.guide_id
    from public.guide_shares s
   where s.token_hash = case when token ~ '^[0-9a-f]{64}$'
                             then sha256(decode(token, 'hex')) end
$$;

revoke all on function private.shared_guide_id(text) from public, anon, authenticated;

-- Makes (or replaces) the link of one of the caller's guides; returns the token, once.
create function public.create_guide_share(guide_id uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  token bytea := uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid());
begin
  if caller is null or not exists (
    select 1 from public.study_guides g
     where g.id = create_guide_share.guide_id and g.user_id = caller
  ) then
    raise exception using errcode = '42501', message = 'Only the owner of a guide can share it';
  end if;
  insert into public.guide_shares as s (guide_id, user_id, token_hash)
       values (create_guide_share.guide_id, caller, sha256(token))
  on conflict on constraint guide_shares_pkey
     do update set token_hash = excluded.token_hash, created_at = now();
  return encode(token, 'hex');
end
$$;

-- Revokes the link of one of the caller's guides. SECURITY INVOKER: the delete policy decides,
-- so another user's guide is simply not found. A plain DELETE from the API would return the row,
-- and the token's hash is not readable.
create function public.stop_guide_share(guide_id uuid) returns void
language sql volatile security invoker
set search_path = ''
as $$
  delete from public.guide_shares s where s.guide_id = stop_guide_share.guide_id
$$;

-- What the read-only page shows of a shared guide, or null.
create function public.get_shared_guide(token text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'title', g.title,
           'content', g.content,
           'kind', g.kind,
           'created_at', g.created_at,
           'source', src.passages,
           'citations', coalesce(src.citations, '[]'::jsonb),
           'flashcard_sets', coalesce((
             select jsonb_agg(
                      jsonb_build_object('title', f.title, 'cards', f.cards,
                                         'created_at', f.created_at)
                      order by f.created_at desc, f.id desc)
               from public.flashcard_sets f
              where f.study_guide_id = g.id and f.user_id = g.user_id), '[]'::jsonb))
    from public.study_guides g
    left join public.study_guide_sources src on src.guide_id = g.id
   where g.id = private.shared_guide_id(get_shared_guide.token)
$$;

-- Copies a shared guide with its source and flashcard sets into the caller's library. A unit
-- guide's copy is a plain guide: its component guides are the owner's and are not shared.
create function public.save_shared_guide(token text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  original public.study_guides%rowtype;
  copy_id uuid := gen_random_uuid();
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to save a shared guide';
  end if;
  select g.* into original
    from public.study_guides g
   where g.id = private.shared_guide_id(save_shared_guide.token);
  if not found then
    raise exception using errcode = 'P0002', message = 'This link is no longer shared.';
  end if;
  insert into public.study_guides
         (id, user_id, title, content, original_text, cover_color, kind, source_guide_ids)
  values (copy_id, caller, original.title, original.content, original.original_text,
          original.cover_color, case when original.kind = 'unit' then 'guide' else original.kind end,
          '{}');
  insert into public.study_guide_sources (guide_id, user_id, passages, citations)
  select copy_id, caller, src.passages, src.citations
    from public.study_guide_sources src
   where src.guide_id = original.id;
  insert into public.flashcard_sets (study_guide_id, user_id, title, cards, created_at)
  select copy_id, caller, f.title, f.cards, f.created_at
    from public.flashcard_sets f
   where f.study_guide_id = original.id and f.user_id = original.user_id;
  return copy_id;
end
$$;

revoke all on function public.create_guide_share(uuid) from public, anon, authenticated;
revoke all on function public.stop_guide_share(uuid) from public, anon, authenticated;
revoke all on function public.get_shared_guide(text) from public, anon, authenticated;
revoke all on function public.save_shared_guide(text) from public, anon, authenticated;
grant execute on function public.create_guide_share(uuid) to authenticated, service_role;
grant execute on function public.stop_guide_share(uuid) to authenticated, service_role;
grant execute on function public.get_shared_guide(text) to anon, authenticated, service_role;
grant execute on function public.save_shared_guide(text) to authenticated, service_role;
