import { LayoutTemplate } from "lucide-react";
import { VignetteFrame } from "./vignette-frame";

export type RegistrationVignetteCopy = {
  label: string;
  title: string;
  status: string;
  event: string;
  details: string;
  tickets: readonly { name: string; price: string }[];
  action: string;
  /** Places taken and the capacity, e.g. 312 of 400. */
  registered: number;
  capacity: number;
  progressLabel: string;
};

/** An event's registration page: the event, its tickets, the call to register and places filling up. */
export function RegistrationVignette({ copy, className }: { copy: RegistrationVignetteCopy; className?: string }) {
  const share = Math.round((copy.registered / copy.capacity) * 100);
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      icon={<LayoutTemplate />}
      className={className}
    >
      <div className="rounded-xl bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--primary)_55%,var(--inverse)))] p-3.5 text-primary-foreground">
        <p className="m-0 font-display text-base leading-tight font-semibold">{copy.event}</p>
        <p className="m-0 mt-1 text-xs opacity-85">{copy.details}</p>
      </div>
      <ul className="mt-3 flex flex-col gap-1.5 text-[13px]">
        {copy.tickets.map((ticket) => (
          <li key={ticket.name} className="flex items-center justify-between rounded-lg border border-border px-3 py-2">
            <span>{ticket.name}</span>
            <span className="font-semibold">{ticket.price}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center gap-3">
        <span className="rounded-lg bg-primary px-3 py-1.5 text-xs font-semibold text-primary-foreground">
          {copy.action}
        </span>
        <div className="flex-1">
          <div className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-success" style={{ width: `${share}%` }} />
          </div>
          <p className="m-0 mt-1 text-xs text-muted-foreground">{copy.progressLabel}</p>
        </div>
      </div>
    </VignetteFrame>
  );
}
