-- A transcript of a YouTube video is cited by time like a recording, and its citations open the
-- video at that second: a stored passage with "tm" may also carry "yt", the video's id (eleven
-- letters, digits, '-' or '_'). "yt" goes with "tm" only. The shape check is otherwise unchanged
-- (20261128600000_time_anchors.sql): exactly one anchor key besides "t", "f" and "yt".
create or replace function private.source_passages_valid(passages jsonb) returns boolean
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
             when p ? 'yt' and not (p ? 'tm'
                                    and jsonb_typeof(p -> 'yt') = 'string'
                                    and (p ->> 'yt') ~ '^[A-Za-z0-9_-]{11}$') then true
             when (select count(*) from jsonb_object_keys(p) as k
                    where k not in ('t', 'f', 'yt')) <> 1 then true
             when p ? 'hd' then jsonb_typeof(p -> 'hd') <> 'string'
             when p ? 'tm' then case when jsonb_typeof(p -> 'tm') = 'number'
                                     then (p -> 'tm')::numeric < 0
                                     else true end
             else not exists (
               select 1 from jsonb_each(p) as e
                where e.key in ('pg', 'sl', 'no', 'pa', 'ch')
                  and case when jsonb_typeof(e.value) = 'number'
                           then (e.value)::numeric >= 1
                                and (e.value)::numeric = trunc((e.value)::numeric)
                           else false end)
           end)
  end
$$;
