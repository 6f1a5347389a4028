import { CalendarCheck, FileAudio } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame, VignetteNote } from "./vignette-frame";

export type CallSummaryVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** The call's length, e.g. '03:05'. */
  duration: string;
  /** Where the recording's playhead stands, e.g. '01:12', and the share already played (0 to 100). */
  position: string;
  played: number;
  outcome: string;
  /** What the team needs to know, a line each; three reads best. */
  takeaways: readonly string[];
  /** The assistant said it was an AI at the start, e.g. 'AI disclosed at start'. */
  disclosure: string;
};

// Bar heights of the recording (percent): a fixed shape, so every render and screenshot is the same.
const bars = [35, 60, 45, 80, 55, 30, 70, 90, 50, 40, 65, 85, 45, 30, 55, 75, 60, 35, 50, 70, 40, 25, 55, 45];

/** A finished call's summary: its length, the outcome, the recording part played, three takeaways, AI disclosed. */
export function CallSummaryVignette({ copy, className }: { copy: CallSummaryVignetteCopy; className?: string }) {
  const playedBars = Math.round((copy.played / 100) * bars.length);
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      live={false}
      icon={<FileAudio />}
      className={className}
    >
      <p className="m-0 flex items-center gap-2 rounded-xl bg-success/10 px-3 py-2 text-[13px] font-semibold">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        {copy.outcome}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <div className="flex h-8 flex-1 items-center gap-[3px]">
          {bars.map((height, index) => (
            <span
              key={index}
              style={{ height: `${height}%` }}
              className={cn("w-full rounded-full", index < playedBars ? "bg-primary" : "bg-border")}
            />
          ))}
        </div>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {copy.position} / {copy.duration}
        </span>
      </div>
      <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-4 text-[13px] leading-snug marker:text-primary">
        {copy.takeaways.map((takeaway) => (
          <li key={takeaway}>{takeaway}</li>
        ))}
      </ul>
      <VignetteNote kind="check">{copy.disclosure}</VignetteNote>
    </VignetteFrame>
  );
}
