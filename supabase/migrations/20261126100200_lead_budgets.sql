-- Write budgets (docs/product/leads-and-data.md#budgets), replacing the per-address row count of
-- 20261123000000_rate_limit_rows.sql. Three rules, held in the database so hosted Supabase and the local server
-- share them with no manual step:
--   per address: what one busy office really sends in an hour gets through (60 rows across the four forms; an ROI
--     estimate and the subscription it brings count once; an address already subscribed is skipped, not counted);
--   per table: a distributed flood from many addresses stops at 300 rows per table per hour (a consultancy's site
--     gets a few dozen leads a day: a few hundred rows an hour is already a flood);
--   no usable address (no X-Forwarded-For, a malformed hop): all such writes share one address budget.
-- The owner changes a budget with `update private.lead_budgets set max_rows = …, window_seconds = … where name = …`.
-- The local server may override them per request (leads.rate_limit_max, leads.rate_limit_window_seconds,
-- leads.table_limit_max; rate_limit_max 0 switches every budget off for tests); PostgREST never sets them.

create table if not exists private.lead_budgets (
  name text primary key constraint lead_budgets_name check (name in ('per_address', 'per_table')),
  max_rows integer not null constraint lead_budgets_max_rows check (max_rows >= 0),
  window_seconds integer not null constraint lead_budgets_window check (window_seconds > 0)
);
insert into private.lead_budgets (name, max_rows, window_seconds)
  values ('per_address', 60, 3600), ('per_table', 300, 3600)
  on conflict (name) do nothing;

-- One row per stored lead row: who sent it (the address, or 'no-address'), where it went, and whether it counted
-- against its address (an estimate paired with its subscription does not).
create table if not exists private.lead_writes (
  id bigint generated always as identity primary key,
  bucket text not null,
  table_name text not null,
  email_key text,
  counted boolean not null,
  paired boolean not null default false,
  written_at timestamptz not null default clock_timestamp()
);
create index if not exists lead_writes_bucket_idx on private.lead_writes (bucket, written_at);
create index if not exists lead_writes_table_idx on private.lead_writes (table_name, written_at);

create or replace function private.refuse_over_budget(oldest timestamptz, window_seconds integer) returns void
language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', 'rate_limited', 'message', 'Too many submissions, try again later')::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After',
      greatest(1, ceil(extract(epoch from oldest + make_interval(secs => window_seconds) - clock_timestamp())))::int::text
    ))::text;
end $$;

-- After the row is in (its BEFORE triggers trimmed it or skipped it as an existing subscription, and its CHECKs
-- passed): only rows really stored are counted. Raising here undoes the whole statement.
create or replace function private.spend_lead_budget() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  address_max integer;
  address_window integer;
  table_max integer;
  table_window integer;
  client inet;
  sender text;
  address_key text;
  counted boolean := true;
  recent integer;
  oldest timestamptz;
begin
  -- Only the site's visitors are limited; the owner's imports and the service role are not.
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select max_rows, window_seconds into address_max, address_window from private.lead_budgets where name = 'per_address';
  select max_rows, window_seconds into table_max, table_window from private.lead_budgets where name = 'per_table';
  address_max := coalesce(nullif(current_setting('leads.rate_limit_max', true), '')::int, address_max, 60);
  address_window := coalesce(nullif(current_setting('leads.rate_limit_window_seconds', true), '')::int, address_window, 3600);
  table_max := coalesce(nullif(current_setting('leads.table_limit_max', true), '')::int, table_max, 300);
  table_window := coalesce(table_window, 3600);
  if address_max <= 0 then
    return null;
  end if;
  client := private.client_address();
  sender := coalesce(host(client), 'no-address');
  if tg_table_name in ('newsletter_subscriptions', 'roi_estimates') then
    address_key := lower(new.email);
  end if;

  -- One transaction per address, then per table, at a time (always in this order, so two never wait on each other):
  -- N simultaneous requests never store more than a budget.
  perform pg_advisory_xact_lock(hashtextextended('leads.budget address ' || sender, 0));
  perform pg_advisory_xact_lock(hashtextextended('leads.budget table ' || tg_table_name, 0));
  delete from private.lead_writes
    where written_at <= clock_timestamp() - make_interval(secs => greatest(address_window, table_window));

  -- 'Email my estimate' subscribes, then stores the estimate: the estimate rides on its subscription's count.
  if tg_table_name = 'roi_estimates' then
    update private.lead_writes set paired = true
      where id = (select id from private.lead_writes w
                  where w.bucket = sender and w.table_name = 'newsletter_subscriptions'
                    and w.email_key = address_key and w.counted and not w.paired
                    and w.written_at > clock_timestamp() - make_interval(secs => address_window)
                  order by w.written_at limit 1);
    counted := not found;
  end if;

  if counted then
    select count(*), min(written_at) into recent, oldest from private.lead_writes w
      where w.bucket = sender and w.counted
        and w.written_at > clock_timestamp() - make_interval(secs => address_window);
    if recent >= address_max then
      perform private.refuse_over_budget(oldest, address_window);
    end if;
  end if;
  select count(*), min(written_at) into recent, oldest from private.lead_writes w
    where w.table_name = tg_table_name and w.written_at > clock_timestamp() - make_interval(secs => table_window);
  if recent >= table_max then
    perform private.refuse_over_budget(oldest, table_window);
  end if;

  insert into private.lead_writes (bucket, table_name, email_key, counted)
    values (sender, tg_table_name, address_key, counted);
  return null;
end $$;

revoke all on table private.lead_budgets, private.lead_writes from public;
revoke all on function private.refuse_over_budget(timestamptz, integer) from public;
revoke all on function private.spend_lead_budget() from public;

-- The old per-address count (a BEFORE trigger, so it counted rows a later trigger skipped) goes.
drop trigger if exists contacts_rate_limit on public.contacts;
drop trigger if exists newsletter_rate_limit on public.newsletter_subscriptions;
drop trigger if exists ai_call_rate_limit on public.ai_call_requests;
drop trigger if exists roi_estimates_rate_limit on public.roi_estimates;
drop function if exists private.count_lead_row();
drop table if exists private.rate_limits;

drop trigger if exists contacts_budget on public.contacts;
create trigger contacts_budget after insert on public.contacts
  for each row execute function private.spend_lead_budget();
drop trigger if exists newsletter_budget on public.newsletter_subscriptions;
create trigger newsletter_budget after insert on public.newsletter_subscriptions
  for each row execute function private.spend_lead_budget();
drop trigger if exists ai_call_budget on public.ai_call_requests;
create trigger ai_call_budget after insert on public.ai_call_requests
  for each row execute function private.spend_lead_budget();
drop trigger if exists roi_estimates_budget on public.roi_estimates;
create trigger roi_estimates_budget after insert on public.roi_estimates
  for each row execute function private.spend_lead_budget();
