-- A newsletter sign-up never tells whether the address was already on the list (docs/product/leads-and-data.md#who-may-write):
-- an address already subscribed, in any case, is skipped without error, so the API answers 201 either way (it
-- answered 409 for a subscribed address and 201 otherwise, which let anyone test who is subscribed). A trigger, so
-- hosted Supabase behaves the same with plain inserts: it is the table's own ignoreDuplicates.
create or replace function private.skip_existing_subscription() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  address text := lower(private.trimmed(new.email));
begin
  -- Simultaneous sign-ups of one address take turns, so the second sees the first and is skipped too.
  perform pg_advisory_xact_lock(hashtextextended('leads.newsletter ' || address, 0));
  if exists (select 1 from public.newsletter_subscriptions where lower(email) = address) then
    return null;
  end if;
  return new;
end $$;
revoke all on function private.skip_existing_subscription() from public;

drop trigger if exists newsletter_skip_existing on public.newsletter_subscriptions;
create trigger newsletter_skip_existing before insert on public.newsletter_subscriptions
  for each row execute function private.skip_existing_subscription();
