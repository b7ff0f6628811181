-- The library card's excerpt starts at the guide's first paragraph: heading lines (the guide's
-- own `# Title`, then `## Overview` …) are left out, so the card does not repeat its title or run
-- headings into the text. Only the first 1,000 characters are read, so the list stays cheap with
-- long guides.
create or replace view public.study_guide_summaries with (security_invoker = true) as
  select
    id,
    user_id,
    title,
    cover_color,
    created_at,
    kind,
    source_guide_ids,
    left(
      btrim(
        regexp_replace(left(content, 1000), '^[ \t]*#{1,6}([ \t][^\n]*)?$', '', 'gn'),
        E' \t\r\n'
      ),
      100
    ) as preview,
    length(content) as content_length
  from public.study_guides;
