-- A shared practice-exam guide (kind 'exam', issue 45) is saved like a shared unit guide: as a
-- plain guide, since its component guides are the owner's and are not shared, and since the
-- library does not list kind 'exam' (a copy kept as 'exam' would be saved and never seen).
-- Body as in 20261127201000_guide_shares.sql except the kind.
create or replace function public.save_shared_guide(token text) returns uuid
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
          original.cover_color,
          case when original.kind in ('unit', 'exam') then 'guide' else original.kind end,
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
