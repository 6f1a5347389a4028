import { AudioLines } from "lucide-react";
import { VignetteFrame } from "./vignette-frame";

export type CallVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** The call's running time, e.g. '02:14'. */
  duration: string;
  lines: readonly { speaker: string; text: string }[];
};

// Bar heights of the waveform (percent): a fixed shape, so every render and screenshot is the same.
const bars = [30, 55, 80, 45, 95, 60, 35, 70, 90, 50, 25, 65, 85, 40, 75, 55, 30, 60, 45, 20];

/** A voice call in progress: the assistant's waveform and the live transcript. */
export function CallVignette({ copy, className }: { copy: CallVignetteCopy; className?: string }) {
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      icon={<AudioLines />}
      className={className}
    >
      <div className="flex items-center gap-3 rounded-xl bg-inverse px-3 py-3 text-inverse-foreground">
        <div className="flex h-10 flex-1 items-center gap-[3px]">
          {bars.map((height, index) => (
            <span
              key={index}
              style={{ height: `${height}%`, animationDelay: `${(index % 5) * 120}ms` }}
              className="w-full origin-center rounded-full bg-accent motion-safe:animate-[wave_1.2s_ease-in-out_infinite]"
            />
          ))}
        </div>
        <span className="text-xs text-inverse-muted-foreground tabular-nums">{copy.duration}</span>
      </div>
      <dl className="mt-3 flex flex-col gap-2 text-[13px] leading-snug">
        {copy.lines.map((line, index) => (
          <div key={index} className="grid grid-cols-[4.5rem_1fr] gap-2">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{line.speaker}</dt>
            <dd className="m-0">{line.text}</dd>
          </div>
        ))}
      </dl>
    </VignetteFrame>
  );
}
