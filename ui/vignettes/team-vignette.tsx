import { Check, Users } from "lucide-react";
import { cn } from "../lib/cn";
import { Monogram, type MonogramTone } from "../primitives/monogram";
import { VignetteFrame } from "./vignette-frame";

export type TeamVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** The people on the rollout, each with their role. */
  people: readonly { name: string; role: string }[];
  /** The rollout's stages, in order; those `done` are ticked, the first not done is the current one. */
  stages: readonly { name: string; when: string; done: boolean }[];
};

// Monogram colours, in turn: the brand's primary, ink and apricot (the same people keep them in About's team list).
const monogramTones: readonly MonogramTone[] = ["primary", "inverse", "accent"];

/** A client's rollout as our team runs it: the named people on it and the stages, the current one under way. */
export function TeamVignette({ copy, className }: { copy: TeamVignetteCopy; className?: string }) {
  const current = copy.stages.findIndex((stage) => !stage.done);
  return (
    <VignetteFrame label={copy.label} title={copy.title} status={copy.status} icon={<Users />} className={className}>
      <ul className="flex flex-col gap-2.5">
        {copy.people.map((person, index) => (
          <li key={person.name} className="flex items-center gap-3">
            <Monogram name={person.name} size="sm" tone={monogramTones[index % monogramTones.length]} />
            <span className="flex flex-col text-[13px] leading-tight">
              <span className="font-semibold">{person.name}</span>
              <span className="text-[11px] text-muted-foreground">{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
      <ol className="mt-4 grid grid-cols-3 gap-1.5 border-t border-border pt-4 text-[11px]">
        {copy.stages.map((stage, index) => (
          <li key={stage.name} className="flex flex-col gap-1.5">
            {/* The stage under way is a track half filled in apricot: a full vermilion bar read as a warning. */}
            <span className={cn("h-1.5 overflow-hidden rounded-full", stage.done ? "bg-success" : "bg-muted")}>
              {index === current ? <span className="block h-full w-1/2 rounded-full bg-accent" /> : null}
            </span>
            <span className="flex items-center gap-1 font-semibold">
              {stage.done ? <Check aria-hidden="true" className="size-3 text-success" /> : null}
              {stage.name}
            </span>
            <span className="text-muted-foreground">{stage.when}</span>
          </li>
        ))}
      </ol>
    </VignetteFrame>
  );
}
