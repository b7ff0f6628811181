-- The student's profile (issue 47): the interface language they chose, so signing in on
-- another browser brings it along. One row per student, written when they choose a language
-- while signed in (or, on a first sign-in, the language the browser had); only the owner sees or
-- writes the row. The seven codes are the interface's (src/lib/i18n/languages.ts).

create table public.profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  language text not null
    check (language in ('en', 'es', 'fr', 'de', 'pt-BR', 'zh-CN', 'ar')),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "Users read their own profile" on public.profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own profile" on public.profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their own profile" on public.profiles
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.profiles from anon, authenticated;
grant select, insert, update, delete on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
