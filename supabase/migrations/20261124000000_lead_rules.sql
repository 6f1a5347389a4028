-- The lead field rules in the database (docs/product/forms-and-rules.md#field-rules), mirroring ui/lib/lead-rules.ts,
-- which the forms and the local endpoint use: hosted Supabase has no server of ours in the path, so the table holds
-- every rule itself. Values are stored without surrounding whitespace of any kind (every Unicode space, as
-- JavaScript's trim removes; "A" followed by 20,000 spaces is "A", too short), then checked: lengths in characters,
-- one email pattern, phones with at least 7 digits, no control characters (the message may have line breaks).
-- Constraints are re-created NOT VALID: new rows obey them, rows stored under the old rules stay.

-- JavaScript's \s: ASCII whitespace plus the Unicode spaces.
create or replace function private.trimmed(value text) returns text
language sql immutable strict set search_path = '' as $$
  select regexp_replace(value,
    '^[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- An address as the forms accept it (ui/lib/lead-rules.ts): something@something.tld, one @, no whitespace of any
-- kind, at most 254 characters, no control characters.
create or replace function private.is_email(value text) returns boolean
language sql immutable strict set search_path = '' as $$
  select char_length(value) <= 254 and value !~ '[\x01-\x1f\x7f-\x9f]'
    and value ~ '^[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
$$;

-- Security definer: anon may not use the private schema, but its inserts must be trimmed.
create or replace function private.trim_lead_text() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  case tg_table_name
    when 'contacts' then
      new.name := private.trimmed(new.name);
      new.email := private.trimmed(new.email);
      new.business := private.trimmed(new.business);
      new.phone := private.trimmed(new.phone);
      new.message := private.trimmed(new.message);
    when 'ai_call_requests' then
      new.full_name := private.trimmed(new.full_name);
      new.business_email := private.trimmed(new.business_email);
      new.phone_number := private.trimmed(new.phone_number);
    else
      new.email := private.trimmed(new.email);
  end case;
  return new;
end $$;
revoke all on function private.trim_lead_text() from public;

drop trigger if exists contacts_trim on public.contacts;
create trigger contacts_trim before insert on public.contacts
  for each row execute function private.trim_lead_text();
drop trigger if exists newsletter_trim on public.newsletter_subscriptions;
create trigger newsletter_trim before insert on public.newsletter_subscriptions
  for each row execute function private.trim_lead_text();
drop trigger if exists ai_call_trim on public.ai_call_requests;
create trigger ai_call_trim before insert on public.ai_call_requests
  for each row execute function private.trim_lead_text();
drop trigger if exists roi_estimates_trim on public.roi_estimates;
create trigger roi_estimates_trim before insert on public.roi_estimates
  for each row execute function private.trim_lead_text();

alter table public.contacts
  drop constraint if exists contacts_name_len,
  add constraint contacts_name_len check (
    char_length(name) between 2 and 100 and name !~ '[\x01-\x1f\x7f-\x9f]') not valid,
  drop constraint if exists contacts_email_fmt,
  add constraint contacts_email_fmt check (
    private.is_email(email)) not valid,
  drop constraint if exists contacts_business_len,
  add constraint contacts_business_len check (
    business is not null and char_length(business) between 1 and 200 and business !~ '[\x01-\x1f\x7f-\x9f]') not valid,
  drop constraint if exists contacts_phone_fmt,
  add constraint contacts_phone_fmt check (
    phone is not null and char_length(phone) <= 32 and phone ~ '^[0-9+() .-]+$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7) not valid,
  drop constraint if exists contacts_message_len,
  add constraint contacts_message_len check (
    char_length(message) between 10 and 5000 and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]') not valid;

alter table public.newsletter_subscriptions
  drop constraint if exists newsletter_email_fmt,
  add constraint newsletter_email_fmt check (
    private.is_email(email)) not valid;

alter table public.roi_estimates
  drop constraint if exists roi_email_fmt,
  add constraint roi_email_fmt check (
    private.is_email(email)) not valid;

alter table public.ai_call_requests
  drop constraint if exists ai_call_full_name_len,
  add constraint ai_call_full_name_len check (
    char_length(full_name) between 2 and 100 and full_name !~ '[\x01-\x1f\x7f-\x9f]') not valid,
  drop constraint if exists ai_call_email_fmt,
  add constraint ai_call_email_fmt check (
    private.is_email(business_email)) not valid,
  drop constraint if exists ai_call_phone_fmt,
  add constraint ai_call_phone_fmt check (
    char_length(phone_number) <= 32 and phone_number ~ '^[0-9+() .-]+$'
    and char_length(regexp_replace(phone_number, '[^0-9]', '', 'g')) >= 7) not valid;
