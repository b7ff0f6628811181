-- The material a guide was made from, as passages with anchors (src/lib/source.ts), so quiz,
-- flashcards and tutor can read it after a reload and cite "page 12".
--
-- Rules (proved by tests/db/guide-sources.test.ts and the RLS matrix):
--   * One source per guide, deleted with the guide; written once, never updated.
--   * The owner reads, inserts and deletes it; a source may only be attached to the same
--     user's guide. anon has no privilege.
--   * At most 2,000,000 characters of passage text (MAX_SOURCE_CHARS), counted by the database
--     from the passages themselves (char_count is generated), so a client cannot misstate it;
--     and at most 10 MiB of JSON in all, which bounds headings and file names too.
--
-- Stored shape, short keys because a source may hold 2,000,000 characters in many passages:
--   [{ "t": text, "f"?: file name, and exactly one anchor:
--      "pg": page | "sl": slide | "no": notes of slide | "pa": paragraph (numbers ≥ 1)
--      | "hd": heading (text) }]

-- Helpers live outside public so the API does not expose them as functions.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Whether every element is a passage of the shape above (nothing else may carry text past the
-- character count).
create function private.source_passages_valid(passages jsonb) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(passages) <> 'array' then false else not exists (
    select 1
      from jsonb_array_elements(passages) as p
     where case
             when jsonb_typeof(p) <> 'object' then true
             when jsonb_typeof(p -> 't') is distinct from 'string' then true
             when p ? 'f' and jsonb_typeof(p -> 'f') <> 'string' then true
             when (select count(*) from jsonb_object_keys(p) as k
                    where k not in ('t', 'f')) <> 1 then true
             when p ? 'hd' then jsonb_typeof(p -> 'hd') <> 'string'
             else not exists (
               select 1 from jsonb_each(p) as e
                where e.key in ('pg', 'sl', 'no', 'pa')
                  and case when jsonb_typeof(e.value) = 'number'
                           then (e.value)::numeric >= 1
                                and (e.value)::numeric = trunc((e.value)::numeric)
                           else false end)
           end)
  end
$$;

-- Characters of the passages' texts, as char_length counts them (code points).
create function private.source_char_count(passages jsonb) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(passages) <> 'array' then 0 else (
    select coalesce(sum(char_length(p ->> 't')), 0)::integer
      from jsonb_array_elements(passages) as p
     where jsonb_typeof(p) = 'object'
  ) end
$$;

-- Inserting roles evaluate the generated column and the checks, which call the helpers, so they
-- need EXECUTE; the schema stays closed to them (no USAGE), so nothing in it can be called by name.
revoke all on function private.source_passages_valid(jsonb) from public, anon;
revoke all on function private.source_char_count(jsonb) from public, anon;
grant execute on function private.source_passages_valid(jsonb) to authenticated, service_role;
grant execute on function private.source_char_count(jsonb) to authenticated, service_role;

create table public.study_guide_sources (
  guide_id uuid primary key references public.study_guides (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  passages jsonb not null,
  char_count integer not null generated always as (private.source_char_count(passages)) stored,
  created_at timestamptz not null default now(),
  -- Check constraints run in name order: the character limit is reported before the others.
  constraint study_guide_sources_char_limit check (char_count <= 2000000),
  constraint study_guide_sources_json_limit check (octet_length(passages::text) <= 10485760),
  constraint study_guide_sources_passages_shape check (private.source_passages_valid(passages))
);

create index study_guide_sources_user_idx on public.study_guide_sources (user_id);

alter table public.study_guide_sources enable row level security;

create policy "Users read the sources of their own guides" on public.study_guide_sources
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users add sources to their own guides" on public.study_guide_sources
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.study_guides g
                where g.id = guide_id and g.user_id = (select auth.uid())));
create policy "Users delete the sources of their own guides" on public.study_guide_sources
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.study_guide_sources from anon, authenticated;
grant select, insert, delete on table public.study_guide_sources to authenticated;
grant all on table public.study_guide_sources to service_role;
