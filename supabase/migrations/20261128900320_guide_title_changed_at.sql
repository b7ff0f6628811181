-- A guide renamed on two devices keeps the LATER rename (issue 43): later by when the student
-- renamed it, not by when the rename reached the database (a phone offline since morning syncs
-- its rename after the laptop's evening one). Each rename carries the time it was made
-- (`title_changed_at`, set by the device); an update whose rename is older than the stored
-- one's keeps the stored title. Nothing else of the update is held back: a new cover colour in
-- the same or another update is written as before. A time from the future counts as now, so a
-- device's wrong clock cannot lock the title. A rename sent without a time is written, as it
-- always was.
alter table public.study_guides add column title_changed_at timestamptz;

create function private.keep_later_title() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.title is not distinct from old.title then
    new.title_changed_at := old.title_changed_at;
    return new;
  end if;
  new.title_changed_at := least(new.title_changed_at, now());
  if old.title_changed_at is not null and new.title_changed_at < old.title_changed_at then
    new.title := old.title;
    new.title_changed_at := old.title_changed_at;
  end if;
  return new;
end
$$;

create trigger study_guides_keep_later_title
  before update of title, title_changed_at on public.study_guides
  for each row execute function private.keep_later_title();
