-- Text that looks like something else is refused in every lead text field (docs/product/forms-and-rules.md#field-rules),
-- as ui/lib/lead-rules.ts refuses it in the forms and the local endpoint: the soft hyphen, bidirectional marks,
-- embeddings, overrides and isolates, zero-width space/non-joiner/joiner, the word joiner and invisible operators,
-- the BOM inside text (at either end it is trimmed like a space) and the interlinear annotation marks.
-- Constraints are re-created NOT VALID, as before: new rows obey them, rows stored under the old rules stay.

create or replace function private.is_visible(value text) returns boolean
language sql immutable strict set search_path = '' as $$
  select value !~ '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]'
$$;

-- Every email column's constraint calls this function, so the addresses of all four tables follow at once. The class
-- is repeated rather than calling is_visible: a function body is resolved as the inserting role, and anon may not
-- look into the private schema (a constraint names its function by id, so calling is_visible from one is fine).
create or replace function private.is_email(value text) returns boolean
language sql immutable strict set search_path = '' as $$
  select char_length(value) <= 254 and value !~ '[\x01-\x1f\x7f-\x9f]'
    and value !~ '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]'
    and value ~ '^[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
$$;

-- Phone numbers allow digits, spaces and + ( ) . - only, which already leaves every one of these characters out.
alter table public.contacts
  drop constraint if exists contacts_name_len,
  add constraint contacts_name_len check (
    char_length(name) between 2 and 100 and name !~ '[\x01-\x1f\x7f-\x9f]' and private.is_visible(name)) not valid,
  drop constraint if exists contacts_business_len,
  add constraint contacts_business_len check (
    business is not null and char_length(business) between 1 and 200 and business !~ '[\x01-\x1f\x7f-\x9f]'
    and private.is_visible(business)) not valid,
  drop constraint if exists contacts_message_len,
  add constraint contacts_message_len check (
    char_length(message) between 10 and 5000 and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
    and private.is_visible(message)) not valid;

alter table public.ai_call_requests
  drop constraint if exists ai_call_full_name_len,
  add constraint ai_call_full_name_len check (
    char_length(full_name) between 2 and 100 and full_name !~ '[\x01-\x1f\x7f-\x9f]'
    and private.is_visible(full_name)) not valid;
