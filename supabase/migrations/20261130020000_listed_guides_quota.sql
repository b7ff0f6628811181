-- The account's guide quota counts the guides the library lists (issue 45): a practice exam on
-- several guides is held in a guide of kind 'exam' that the library does not list, so counting
-- it told a student at the limit 'You have 5,000 study guides' while the library showed fewer.
-- The listed kinds ('guide', 'unit', 'combined') keep the limit of 5,000
-- (study_guides_per_user_quota); 'exam' guides have their own, 1,000
-- (exam_guides_per_user_quota; one is kept per set of guides picked, so reaching it takes
-- 1,000 different sets). The numbers are the client's (src/config/limits.ts). A change of kind
-- is counted as an insert is, so no guide moves past either limit.

create function private.refuse_guides_over_quota(owner uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.study_guides g
       where g.user_id = owner and g.kind <> 'exam') > 5000 then
    perform private.refuse_quota('study_guides', 'study_guides_per_user_quota');
  end if;
  if (select count(*) from public.study_guides g
       where g.user_id = owner and g.kind = 'exam') > 1000 then
    perform private.refuse_quota('study_guides', 'exam_guides_per_user_quota');
  end if;
end
$$;

create or replace function private.study_guides_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refuse_guides_over_quota(a.user_id) from (select distinct user_id from added) a;
  return null;
end
$$;

create function private.study_guide_kind_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refuse_guides_over_quota(new.user_id);
  return null;
end
$$;

create trigger study_guides_kind_quota after update of kind, user_id on public.study_guides
  for each row when (old.kind is distinct from new.kind or old.user_id is distinct from new.user_id)
  execute function private.study_guide_kind_quota();
