import { AudioLines, CalendarCheck, MessageSquareText, Route, Send } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame } from "./vignette-frame";

/** Which service took a step: its icon in the timeline. */
export type JourneyChannel = "chat" | "outreach" | "call" | "meeting";

export type JourneyVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** Who the lead is, e.g. 'Priya Shah · Kestrel Live'. */
  lead: string;
  steps: readonly { channel: JourneyChannel; when: string; text: string }[];
};

const channelIcons = { chat: MessageSquareText, outreach: Send, call: AudioLines, meeting: CalendarCheck };

/** One lead's path through the services: a chat, a follow-up, a call and the meeting it booked, on one timeline. */
export function JourneyVignette({ copy, className }: { copy: JourneyVignetteCopy; className?: string }) {
  return (
    <VignetteFrame label={copy.label} title={copy.title} status={copy.status} icon={<Route />} className={className}>
      <p className="m-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.lead}</p>
      <ol className="relative mt-3 flex flex-col gap-3 text-[13px] leading-snug before:absolute before:top-3 before:bottom-3 before:left-[13px] before:w-px before:bg-border">
        {copy.steps.map((step, index) => {
          const Icon = channelIcons[step.channel];
          const last = index === copy.steps.length - 1;
          return (
            <li key={step.when} className="relative grid grid-cols-[1.75rem_1fr] items-start gap-3">
              <span
                className={cn(
                  "grid size-7 place-items-center rounded-full border-2 border-card [&_svg]:size-3.5",
                  last ? "bg-success text-primary-foreground" : "bg-secondary text-secondary-foreground",
                )}
              >
                <Icon aria-hidden="true" />
              </span>
              <span className={cn("rounded-xl px-3 py-2", last ? "bg-success/10 font-semibold" : "bg-muted")}>
                <span className="block text-xs font-semibold text-muted-foreground">{step.when}</span>
                {step.text}
              </span>
            </li>
          );
        })}
      </ol>
    </VignetteFrame>
  );
}
