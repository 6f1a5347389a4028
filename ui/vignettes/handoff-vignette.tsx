import { CalendarCheck, UserCheck } from "lucide-react";
import { VignetteFrame, VignetteNote } from "./vignette-frame";

export type HandoffVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** Who the lead is and where they work, e.g. 'Leah Morgan' and 'Atlas Biotech'. */
  lead: { name: string; company: string };
  /** What the chatbot found out, as term and value: event, headcount, budget, date. */
  fields: readonly { label: string; value: string }[];
  /** How well the lead qualifies, e.g. 'Qualified' and '4 of 4'. */
  score: { label: string; value: string };
  nextStep: string;
  /** Where the card landed, e.g. 'Synced to HubSpot'. */
  synced: string;
};

/** The chatbot's hand-off: the lead card it sends to the CRM and the sales lead, qualified and with a call booked. */
export function HandoffVignette({ copy, className }: { copy: HandoffVignetteCopy; className?: string }) {
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      live={false}
      icon={<UserCheck />}
      className={className}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="m-0 flex flex-col text-[13px] leading-tight">
          <span className="font-semibold">{copy.lead.name}</span>
          <span className="text-xs text-muted-foreground">{copy.lead.company}</span>
        </p>
        <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
          {copy.score.label}
          <span className="tabular-nums">{copy.score.value}</span>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2.5 rounded-xl bg-muted p-3 text-[13px] leading-snug">
        {copy.fields.map((field) => (
          <div key={field.label} className="flex flex-col">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{field.label}</dt>
            <dd className="m-0 font-medium">{field.value}</dd>
          </div>
        ))}
      </dl>
      <VignetteNote icon={CalendarCheck}>{copy.nextStep}</VignetteNote>
      <VignetteNote kind="check">{copy.synced}</VignetteNote>
    </VignetteFrame>
  );
}
