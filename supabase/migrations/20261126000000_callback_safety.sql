-- Phone callbacks safe in public (docs/product/phone-callbacks.md#safety): a request is rung only when our server
-- promised the visitor the assistant's call, after the destination policy, the limits and the human check. Rows
-- inserted any other way (the REST API, hosted Supabase, rows stored while callbacks were off) are the team's.

alter table public.ai_call_requests
  -- What the visitor was told when the request was stored: 'assistant' (the AI rings) or 'team' (a person follows
  -- up). Only the server's own role writes it; anon's inserts take the default, so they are never rung.
  add column if not exists promised text not null default 'team'
    constraint ai_call_promised_enum check (promised in ('assistant', 'team')),
  -- Why a request was left for the team although callbacks are on (a limit, the budget), for the owner.
  add column if not exists callback_note text,
  -- When the call's final report (the platform's end-of-call report, or its answer to our own question) was
  -- applied: from then on the row is final and later deliveries change nothing.
  add column if not exists final_report_at timestamptz,
  -- When the server last asked the platform about a placed call whose webhook had not come (reconciliation).
  add column if not exists checked_at timestamptz;

-- 'held': promised to the assistant, but the dialler declined to ring it (the policy or a limit, checked again before
-- every call); left for the team with the reason in call_failure.
alter table public.ai_call_requests
  drop constraint if exists ai_call_status_enum,
  add constraint ai_call_status_enum check (call_status in (
    'requested', 'dialling', 'queued', 'ringing', 'in-progress', 'forwarding',
    'ended', 'no-answer', 'failed', 'invalid-number', 'cancelled', 'held'
  )) not valid;

-- The limits count the calls promised per destination and overall.
create index if not exists ai_call_requests_destination on public.ai_call_requests (phone_e164, created_at)
  where promised = 'assistant';
create index if not exists ai_call_requests_promised on public.ai_call_requests (created_at)
  where promised = 'assistant';

-- Human-check solutions already used: each challenge buys one request. Kept until the challenge expires.
create table if not exists public.callback_challenges_spent (
  signature text primary key,
  expires_at timestamptz not null
);
revoke all on public.callback_challenges_spent from anon, authenticated;
alter table public.callback_challenges_spent enable row level security;
