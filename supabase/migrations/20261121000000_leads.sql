-- Lead capture: three insert-only tables for anonymous visitors (docs/product/leads-and-data.md#stored-records, research/backend-ux.md §4).
-- Idempotent: runs unchanged on hosted Supabase (`supabase db push`), PostgreSQL 15 and PGlite.

-- The roles exist on Supabase; a bare PostgreSQL or PGlite needs them created.
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;

-- text + named CHECK constraints (not varchar(n)) so every rejection names the field it concerns.
create table if not exists public.contacts (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contacts_name_len check (char_length(btrim(name)) between 1 and 100),
  email text not null
    constraint contacts_email_fmt check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  business text
    constraint contacts_business_len check (char_length(business) <= 200),
  phone text
    constraint contacts_phone_fmt check (char_length(phone) <= 32 and phone ~ '^[0-9+() .-]*$'),
  message text not null
    constraint contacts_message_len check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create table if not exists public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_email_fmt check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at timestamptz not null default now()
);
-- One subscription per address whatever its case.
create unique index if not exists newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));

create table if not exists public.ai_call_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint ai_call_full_name_len check (char_length(btrim(full_name)) between 1 and 100),
  business_email text not null
    constraint ai_call_email_fmt check (char_length(business_email) <= 254 and business_email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone_number text not null
    constraint ai_call_phone_fmt check (char_length(phone_number) between 7 and 32 and phone_number ~ '^[0-9+() .-]+$'),
  call_status text not null default 'requested'
    constraint ai_call_status_enum check (call_status in ('requested', 'scheduled', 'completed', 'cancelled')),
  created_at timestamptz not null default now()
);

-- Supabase grants everything to anon by default: take it back, then grant INSERT on the visitor's columns only
-- (id and created_at always come from their defaults; a client that sends them gets 42501).
revoke all on public.contacts, public.newsletter_subscriptions, public.ai_call_requests from anon, authenticated;
grant insert (name, email, business, phone, message) on public.contacts to anon, authenticated;
grant insert (email) on public.newsletter_subscriptions to anon, authenticated;
grant insert (full_name, business_email, phone_number, call_status) on public.ai_call_requests to anon, authenticated;
grant all on public.contacts, public.newsletter_subscriptions, public.ai_call_requests to service_role;

alter table public.contacts enable row level security;
alter table public.newsletter_subscriptions enable row level security;
alter table public.ai_call_requests enable row level security;

-- Insert-only policies. `with check (true)` is deliberate for public lead forms (Splinter lint 0024 warns about it);
-- no SELECT/UPDATE/DELETE policy exists, so anon reads nothing.
drop policy if exists contacts_anon_insert on public.contacts;
create policy contacts_anon_insert on public.contacts for insert to anon, authenticated with check (true);
drop policy if exists newsletter_anon_insert on public.newsletter_subscriptions;
create policy newsletter_anon_insert on public.newsletter_subscriptions for insert to anon, authenticated with check (true);
drop policy if exists ai_call_anon_insert on public.ai_call_requests;
create policy ai_call_anon_insert on public.ai_call_requests for insert to anon, authenticated
  with check (call_status = 'requested');
