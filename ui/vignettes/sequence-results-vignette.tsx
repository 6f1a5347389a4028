import { ChartNoAxesColumn, CirclePause } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame, VignetteNote } from "./vignette-frame";

export type SequenceResultsVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /**
   * The sequence's funnel, widest first: each stage's figure as shown ('74%', '9') and its share of those sent
   * (0 to 100), drawn as the bar under it.
   */
  stages: readonly { label: string; value: string; share: number }[];
  /** What happened to those who replied, e.g. 'Paused on reply: 22 prospects handed to their owners'. */
  paused: string;
};

/** An outreach sequence's results: sent, opened, replied and meetings booked, each with its share, and who it paused for. */
export function SequenceResultsVignette({
  copy,
  className,
}: {
  copy: SequenceResultsVignetteCopy;
  className?: string;
}) {
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      live={false}
      icon={<ChartNoAxesColumn />}
      className={className}
    >
      <dl className="grid grid-cols-2 gap-2">
        {copy.stages.map((stage, index) => (
          <div key={stage.label} className="flex flex-col gap-1.5 rounded-xl bg-muted px-3 py-2.5">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{stage.label}</dt>
            <dd className="m-0 flex flex-col gap-1.5">
              <span className="font-display text-2xl leading-none font-semibold tracking-tight">{stage.value}</span>
              <span className="h-1.5 overflow-hidden rounded-full bg-card">
                <span
                  data-slot="sequence-bar"
                  className={cn(
                    "block h-full rounded-full",
                    index === copy.stages.length - 1 ? "bg-success" : "bg-primary",
                  )}
                  style={{ width: `${stage.share}%` }}
                />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <VignetteNote icon={CirclePause}>{copy.paused}</VignetteNote>
    </VignetteFrame>
  );
}
