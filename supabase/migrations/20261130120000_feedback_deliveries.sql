-- Feedback sent from the offline queue carries the id its device made; the feedback function
-- records each id it delivered to the webhook, so a retried send whose first answer was lost
-- (the webhook took the message, the answer never came back) is not posted twice. Ids older
-- than 30 days are forgotten: a queue does not retry for that long. Only the function
-- (service_role) reads or records; nobody reaches the rows through the API.
--
-- Proved by tests/db/feedback-deliveries.test.ts.

create table public.feedback_deliveries (
  id uuid primary key,
  at timestamptz not null default now()
);

alter table public.feedback_deliveries enable row level security;
revoke all on table public.feedback_deliveries from anon, authenticated;
grant all on table public.feedback_deliveries to service_role;

-- Whether the message with this id was delivered already.
create function public.feedback_delivered(p_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.feedback_deliveries as d where d.id = p_id)
$$;

-- Records that the message with this id was delivered (again: no error), forgetting old ids.
create function public.feedback_record_delivery(p_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.feedback_deliveries as d where d.at < now() - interval '30 days';
  insert into public.feedback_deliveries (id) values (p_id) on conflict (id) do nothing;
end
$$;

revoke all on function public.feedback_delivered(uuid) from public, anon, authenticated;
revoke all on function public.feedback_record_delivery(uuid) from public, anon, authenticated;
grant execute on function public.feedback_delivered(uuid) to service_role;
grant execute on function public.feedback_record_delivery(uuid) to service_role;
