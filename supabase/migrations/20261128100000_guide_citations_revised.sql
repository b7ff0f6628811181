-- The citations of a guide's points may be judged again after the guide is saved: the AI
-- second opinion arrives while the student already reads the guide, and can only move a point
-- away from "supported". The owner may replace the citations column and nothing else of the
-- row (the passages stay as they were saved); the shape and size checks apply as on insert.
--
-- Rules (proved by tests/db/support/source-cases.ts):
--   * The owner may update `citations` of their own guide's source.
--   * No one may update `passages`, and no one may update another user's row.

create policy "Users update the citations of their own guides" on public.study_guide_sources
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

grant update (citations) on table public.study_guide_sources to authenticated;
