-- Our origin only, on hosted Supabase (docs/deployment.md#hosted-supabase-for-the-data): its gateway answers CORS for
-- every origin and cannot be narrowed, so where the site posts to Supabase's API directly this check refuses a
-- request whose Origin is not one of the site's. PostgREST runs it before every request once the owner names the
-- origins and sets `pgrst.db_pre_request = 'public.check_origin'`. No origin listed: no check (the local server
-- checks origins itself, server/origin.ts). A request without Origin is not a browser's cross-origin request.
create table if not exists private.allowed_origins (
  origin text primary key constraint allowed_origins_form check (origin ~ '^https?://[^/]+$')
);
revoke all on private.allowed_origins from public;

-- In public: PostgREST calls it as the visitor's role, which may not use the private schema.
create or replace function public.check_origin() returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  sent text := current_setting('request.headers', true)::json ->> 'origin';
begin
  if sent is null or not exists (select 1 from private.allowed_origins) then
    return;
  end if;
  if not exists (select 1 from private.allowed_origins where origin = lower(sent)) then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PGRST_ORIGIN', 'message', 'This API answers only the site''s own pages')::text,
      detail = json_build_object('status', 403)::text;
  end if;
end $$;
revoke all on function public.check_origin() from public;
grant execute on function public.check_origin() to anon, authenticated, service_role;
