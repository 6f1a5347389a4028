-- The limiter forgets each IP's expired writes as it goes (20261121000100_rate_limit.sql kept them forever).
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
