import { CalendarCheck, Send } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame, VignetteNote } from "./vignette-frame";

export type OutreachVignetteCopy = {
  label: string;
  title: string;
  status: string;
  steps: readonly { when: string; subject: string; state: "sent" | "replied" | "stopped" }[];
  reply: { from: string; text: string };
  outcome: string;
};

/** An outreach sequence: the steps sent, the prospect's reply, and the meeting it booked. */
export function OutreachVignette({ copy, className }: { copy: OutreachVignetteCopy; className?: string }) {
  return (
    <VignetteFrame label={copy.label} title={copy.title} status={copy.status} icon={<Send />} className={className}>
      <ol className="relative flex flex-col gap-2.5 pl-5 text-[13px] before:absolute before:top-1.5 before:bottom-1.5 before:left-[5px] before:w-px before:bg-border">
        {copy.steps.map((step) => (
          <li
            key={step.when}
            className={cn("relative", step.state === "stopped" && "text-muted-foreground line-through")}
          >
            <span
              className={cn(
                "absolute top-1.5 -left-5 size-[11px] rounded-full border-2 border-card",
                step.state === "replied" ? "bg-success" : step.state === "sent" ? "bg-primary" : "bg-border",
              )}
            />
            <span className="mr-2 text-xs font-semibold text-muted-foreground">{step.when}</span>
            {step.subject}
          </li>
        ))}
      </ol>
      <div className="mt-3 rounded-xl border border-success/30 bg-success/5 p-3 text-[13px] leading-snug">
        <p className="m-0 text-xs font-semibold text-success">{copy.reply.from}</p>
        <p className="m-0 mt-1">{copy.reply.text}</p>
      </div>
      <VignetteNote icon={CalendarCheck}>{copy.outcome}</VignetteNote>
    </VignetteFrame>
  );
}
