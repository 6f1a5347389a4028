-- Per-IP write limit, Supabase's documented `db_pre_request` pattern (research/backend-ux.md §4).
-- Hosted: `alter role authenticator set pgrst.db_pre_request = 'public.check_request'; notify pgrst, 'reload config';`
-- Locally the rest endpoint in server/ calls the same function, so both share one rule.
-- Default rule: 5 writes per IP per 10 minutes. The local server may override it per request through the
-- `leads.rate_limit_max` / `leads.rate_limit_window_seconds` settings (max 0 switches it off); PostgREST never
-- sets `leads.*`, so hosted always uses the default.
create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.rate_limits (
  ip inet not null,
  request_at timestamptz not null default now()
);
create index if not exists rate_limits_ip_request_at_idx on private.rate_limits (ip, request_at desc);

create or replace function public.check_request() returns void
language plpgsql security definer set search_path = '' as $$
declare
  req_method text := current_setting('request.method', true);
  forwarded text := split_part(coalesce(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ''), ',', 1);
  max_writes int := coalesce(nullif(current_setting('leads.rate_limit_max', true), '')::int, 5);
  window_seconds int := coalesce(nullif(current_setting('leads.rate_limit_window_seconds', true), '')::int, 600);
  client_ip inet;
  recent int;
begin
  -- GET/HEAD may be served by read replicas, where the counter cannot be written.
  if req_method is null or req_method in ('GET', 'HEAD') or max_writes <= 0 or btrim(forwarded) = '' then
    return;
  end if;
  client_ip := btrim(forwarded)::inet;
  -- Rows older than the window never count again: dropping this IP's keeps the table small without a cron job.
  delete from private.rate_limits
    where ip = client_ip and request_at <= now() - make_interval(secs => window_seconds);
  select count(*) into recent from private.rate_limits
    where ip = client_ip and request_at > now() - make_interval(secs => window_seconds);
  if recent >= max_writes then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many submissions, try again later')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', window_seconds::text))::text;
  end if;
  -- Inside the request's transaction: a rejected insert rolls its counter row back, so only stored rows count.
  insert into private.rate_limits (ip) values (client_ip);
end $$;
