-- The write limit counts stored rows per client address (docs/product/leads-and-data.md#rate-limit).
-- It replaces the `db_pre_request` hook of 20261121000100, which counted requests (one 595-row array was one
-- write), let simultaneous requests pass the same check, and needed a manual step on hosted Supabase. A trigger
-- on each lead table runs wherever rows are inserted, hosted PostgREST included, with no configuration.
-- Default budget: 30 rows per address per hour across the three forms (a shared office sends a few dozen leads
-- an hour; a scripted flood stores no more than that). The local server may override it per request through
-- `leads.rate_limit_max` / `leads.rate_limit_window_seconds` (max 0 switches it off); PostgREST never sets them.
drop function if exists public.check_request();

-- The client's address: the right-most X-Forwarded-For entry, the one the nearest proxy (Supabase's gateway, or
-- the local server, which resolves its own trusted proxies) appended; entries to its left came from the client
-- and are never believed. A malformed value is not counted rather than refused: it never stops a real visitor.
create or replace function private.client_address() returns inet
language plpgsql stable set search_path = '' as $$
declare
  hops text[] := string_to_array(coalesce(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ''), ',');
  nearest text := btrim(coalesce(hops[cardinality(hops)], ''));
begin
  if nearest = '' then
    return null;
  end if;
  return nearest::inet;
exception when invalid_text_representation then
  return null;
end $$;

create or replace function private.count_lead_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  max_rows int := coalesce(nullif(current_setting('leads.rate_limit_max', true), '')::int, 30);
  window_seconds int := coalesce(nullif(current_setting('leads.rate_limit_window_seconds', true), '')::int, 3600);
  client inet;
  recent int;
  oldest timestamptz;
begin
  -- Only the site's visitors are limited; the owner's own imports and the service role are not.
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') or max_rows <= 0 then
    return new;
  end if;
  client := private.client_address();
  if client is null then
    return new;
  end if;
  -- One transaction per address at a time: N simultaneous requests never store more than the budget.
  perform pg_advisory_xact_lock(hashtextextended('leads.rate_limit ' || host(client), 0));
  delete from private.rate_limits
    where ip = client and request_at <= clock_timestamp() - make_interval(secs => window_seconds);
  select count(*), min(request_at) into recent, oldest from private.rate_limits where ip = client;
  if recent >= max_rows then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many submissions, try again later')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After',
        greatest(1, ceil(extract(epoch from oldest + make_interval(secs => window_seconds) - clock_timestamp())))::int::text
      ))::text;
  end if;
  -- In the row's own transaction: a row that is then refused (a CHECK) rolls its count back.
  insert into private.rate_limits (ip, request_at) values (client, clock_timestamp());
  return new;
end $$;

revoke all on function private.client_address() from public;
revoke all on function private.count_lead_row() from public;

drop trigger if exists contacts_rate_limit on public.contacts;
create trigger contacts_rate_limit before insert on public.contacts
  for each row execute function private.count_lead_row();
drop trigger if exists newsletter_rate_limit on public.newsletter_subscriptions;
create trigger newsletter_rate_limit before insert on public.newsletter_subscriptions
  for each row execute function private.count_lead_row();
drop trigger if exists ai_call_rate_limit on public.ai_call_requests;
create trigger ai_call_rate_limit before insert on public.ai_call_requests
  for each row execute function private.count_lead_row();
