-- Nothing silently dropped (docs/product/leads-and-data.md#quarantine): a submission that looks like a bot (the hidden
-- honeypot field filled, or sent sooner than a person can fill the form) is stored with the reason in `quarantine`
-- instead of being thrown away; the visitor sees the same success. The owner sees the column and can leave such rows
-- out of the export (`--quarantine exclude`) or look at them alone (`--quarantine only`).
alter table public.contacts add column if not exists quarantine text
  constraint contacts_quarantine_reason check (quarantine in ('honeypot', 'too-fast'));
alter table public.newsletter_subscriptions add column if not exists quarantine text
  constraint newsletter_quarantine_reason check (quarantine in ('honeypot', 'too-fast'));
alter table public.ai_call_requests add column if not exists quarantine text
  constraint ai_call_quarantine_reason check (quarantine in ('honeypot', 'too-fast'));
alter table public.roi_estimates add column if not exists quarantine text
  constraint roi_quarantine_reason check (quarantine in ('honeypot', 'too-fast'));

grant insert (quarantine) on public.contacts, public.newsletter_subscriptions, public.ai_call_requests,
  public.roi_estimates to anon, authenticated;

-- A quarantined phone request is never rung: it is stored as cancelled (the dialler takes 'requested' rows only),
-- so a bot cannot make us call a number it typed. The visitor's policy allows exactly that one other status.
create or replace function private.hold_quarantined_call() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.quarantine is not null then
    new.call_status := 'cancelled';
  end if;
  return new;
end $$;
revoke all on function private.hold_quarantined_call() from public;
drop trigger if exists ai_call_hold_quarantined on public.ai_call_requests;
create trigger ai_call_hold_quarantined before insert on public.ai_call_requests
  for each row execute function private.hold_quarantined_call();

drop policy if exists ai_call_anon_insert on public.ai_call_requests;
create policy ai_call_anon_insert on public.ai_call_requests for insert to anon, authenticated
  with check (call_status = 'requested' or (call_status = 'cancelled' and quarantine is not null));

-- A real sign-up of an address a bot-looking submission brought first takes the quarantine off that row (a sign-up
-- of an address already on the list is otherwise skipped, 20261126100000_newsletter_silent_duplicates.sql).
create or replace function private.skip_existing_subscription() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  address text := lower(private.trimmed(new.email));
begin
  -- Simultaneous sign-ups of one address take turns, so the second sees the first and is skipped too.
  perform pg_advisory_xact_lock(hashtextextended('leads.newsletter ' || address, 0));
  if exists (select 1 from public.newsletter_subscriptions where lower(email) = address) then
    if new.quarantine is null then
      update public.newsletter_subscriptions set quarantine = null where lower(email) = address;
    end if;
    return null;
  end if;
  return new;
end $$;
