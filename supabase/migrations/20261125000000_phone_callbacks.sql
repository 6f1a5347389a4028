-- Phone callbacks (docs/product/phone-callbacks.md): a stored demo request is dialled by the server's worker and
-- its fate tracked from the voice platform's webhooks. The visitor still inserts call_status 'requested', always;
-- every other status, and every column below except call_channel, is written only by the server's own role.

alter table public.ai_call_requests
  -- 'browser': details given before a live browser call, which is not dialled; 'phone': the visitor asked to be rung.
  add column if not exists call_channel text not null default 'phone'
    constraint ai_call_channel_enum check (call_channel in ('phone', 'browser')),
  -- The number as dialled (E.164), once the worker has normalised what the visitor typed.
  add column if not exists phone_e164 text,
  add column if not exists platform_call_id text constraint ai_call_platform_call_unique unique,
  add column if not exists dial_attempts integer not null default 0,
  -- Not dialled before this time (backoff after a platform error); null: as soon as the calling window is open.
  add column if not exists next_dial_at timestamptz,
  -- When a worker took the row to dial it (call_status 'dialling'); a claim older than the lease is recovered.
  add column if not exists claimed_at timestamptz,
  add column if not exists ended_reason text,
  -- Why the request did not become a call: the platform's refusal or the number that could not be read.
  add column if not exists call_failure text,
  add column if not exists call_duration_seconds numeric,
  add column if not exists call_summary text,
  add column if not exists call_updated_at timestamptz;

-- The lifecycle: requested → dialling (the worker's claim) → queued → ringing → in-progress (→ forwarding) → ended,
-- or no-answer / failed / invalid-number; cancelled by the owner. NOT VALID: rows written under the old set stay.
alter table public.ai_call_requests
  drop constraint if exists ai_call_status_enum,
  add constraint ai_call_status_enum check (call_status in (
    'requested', 'dialling', 'queued', 'ringing', 'in-progress', 'forwarding',
    'ended', 'no-answer', 'failed', 'invalid-number', 'cancelled'
  )) not valid;

-- The worker's queue: the oldest waiting phone requests.
create index if not exists ai_call_requests_waiting on public.ai_call_requests (created_at)
  where call_status in ('requested', 'dialling') and call_channel = 'phone';

grant insert (call_channel) on public.ai_call_requests to anon, authenticated;
