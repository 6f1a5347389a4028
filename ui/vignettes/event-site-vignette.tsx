import { Gauge, Smartphone } from "lucide-react";
import { VignetteFrame } from "./vignette-frame";

export type EventSiteVignetteCopy = {
  label: string;
  title: string;
  status: string;
  event: string;
  details: string;
  /** The agenda's first rows, time and session. */
  agenda: readonly { time: string; session: string }[];
  /** The button that stays at the foot of the phone's screen. */
  action: string;
  /** How fast the page loads on a phone, e.g. 'Loads in 1.4 s'. */
  speed: string;
};

/** The event's site on a phone: its header, the agenda and a Register button that stays in view, and how fast it loads. */
export function EventSiteVignette({ copy, className }: { copy: EventSiteVignetteCopy; className?: string }) {
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      icon={<Smartphone />}
      className={className}
    >
      <div className="flex flex-col items-center gap-3">
        <div className="w-52 rounded-[1.75rem] border-[5px] border-inverse bg-background p-1.5 shadow-2">
          <span className="mx-auto mb-1.5 block h-1 w-10 rounded-full bg-inverse/80" />
          <div className="rounded-2xl bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--primary)_55%,var(--inverse)))] px-3 py-2.5 text-primary-foreground">
            <p className="m-0 font-display text-[13px] leading-tight font-semibold">{copy.event}</p>
            <p className="m-0 mt-0.5 text-xs opacity-85">{copy.details}</p>
          </div>
          <ol className="mt-1.5 flex flex-col text-xs leading-snug">
            {copy.agenda.map((row) => (
              <li key={row.time} className="grid grid-cols-[2.5rem_1fr] gap-1.5 border-b border-border px-1.5 py-1.5">
                <span className="font-semibold text-muted-foreground tabular-nums">{row.time}</span>
                <span>{row.session}</span>
              </li>
            ))}
          </ol>
          <span className="mt-2 block rounded-xl bg-primary py-2 text-center text-xs font-semibold text-primary-foreground">
            {copy.action}
          </span>
        </div>
        <span className="flex items-center gap-1 rounded-full border border-success/30 bg-success/5 px-2.5 py-1 text-xs font-semibold text-success">
          <Gauge aria-hidden="true" className="size-3.5" />
          {copy.speed}
        </span>
      </div>
    </VignetteFrame>
  );
}
