-- 'Email my estimate' keeps the estimate (docs/product/leads-and-data.md#stored-records): the visitor's email, the
-- five slider values and the figures the calculator showed. Insert-only for anon like the other leads, under the
-- same write limit (20261123000000_rate_limit_rows.sql).
create table if not exists public.roi_estimates (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint roi_email_fmt check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- The sliders' ranges (docs/product/constants.md#roi-calculator).
  attendees numeric not null constraint roi_attendees_range check (attendees between 50 and 1000),
  registration_rate numeric not null constraint roi_registration_rate_range check (registration_rate between 3 and 25),
  ticket_value numeric not null constraint roi_ticket_value_range check (ticket_value between 25 and 250),
  admin_hours numeric not null constraint roi_admin_hours_range check (admin_hours between 5 and 60),
  staff_cost numeric not null constraint roi_staff_cost_range check (staff_cost between 12 and 35),
  -- What the visitor was shown, unrounded.
  current_registrations numeric not null constraint roi_current_registrations_min check (current_registrations >= 0),
  projected_registrations numeric not null
    constraint roi_projected_registrations_min check (projected_registrations >= 0),
  extra_revenue numeric not null constraint roi_extra_revenue_min check (extra_revenue >= 0),
  hours_saved numeric not null constraint roi_hours_saved_min check (hours_saved >= 0),
  monthly_savings numeric not null constraint roi_monthly_savings_min check (monthly_savings >= 0),
  payback_months numeric not null constraint roi_payback_months_min check (payback_months > 0),
  created_at timestamptz not null default now()
);

revoke all on public.roi_estimates from anon, authenticated;
grant insert (email, attendees, registration_rate, ticket_value, admin_hours, staff_cost, current_registrations,
  projected_registrations, extra_revenue, hours_saved, monthly_savings, payback_months) on public.roi_estimates to anon, authenticated;
grant all on public.roi_estimates to service_role;

alter table public.roi_estimates enable row level security;
drop policy if exists roi_estimates_anon_insert on public.roi_estimates;
create policy roi_estimates_anon_insert on public.roi_estimates for insert to anon, authenticated with check (true);

drop trigger if exists roi_estimates_rate_limit on public.roi_estimates;
create trigger roi_estimates_rate_limit before insert on public.roi_estimates
  for each row execute function private.count_lead_row();
