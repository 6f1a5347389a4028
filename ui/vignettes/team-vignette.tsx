import { Check, Users } from "lucide-react";
import { cn } from "../lib/cn";
import { Monogram, type MonogramTone } from "../primitives/monogram";
import { VignetteFrame } from "./vignette-frame";

export type TeamVignetteCopy = {
  label: string;
  title: string;
  status: string;
  /** The rollout's stages, in order, each over the weeks it spans: [from, to) in weeks from the start. */
  stages: readonly { name: string; when: string; weeks: readonly [number, number] }[];
  /** Where the rollout stands, in weeks from the start (3.5: halfway through week 4), and what that line is called. */
  now: { at: number; label: string };
  /** The people on it, each with their role and their tasks over the same weeks, in half weeks (one lane each). */
  people: readonly {
    name: string;
    role: string;
    tasks: readonly { name: string; weeks: readonly [number, number] }[];
  }[];
};

// Monogram colours, in turn: the brand's primary, ink and apricot (the same people keep them in About's team list).
const monogramTones: readonly MonogramTone[] = ["primary", "inverse", "accent"];

/**
 * A client's rollout as our team runs it, drawn as a plan: the stages across the top, a lane for each named person
 * with their tasks as bars over the weeks, those finished ticked, the one under way in apricot, and a line where the
 * rollout stands. Narrow (beside a heading, on a phone), each person's name sits over their lane; from 30 rem wide
 * the names stand in a column of their own, as in a planning tool.
 */
export function TeamVignette({
  copy,
  wide = false,
  className,
}: {
  copy: TeamVignetteCopy;
  /** Drawn for the page's width (About's opening), not at most 24 rem. */
  wide?: boolean;
  className?: string;
}) {
  const span = Math.max(...copy.stages.map((stage) => stage.weeks[1]));
  const share = (weeks: number) => `${(weeks / span) * 100}%`;
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      icon={<Users />}
      wide={wide}
      className={cn("@container", className)}
    >
      <div
        className="grid gap-x-4 @[30rem]:grid-cols-[11rem_minmax(0,1fr)]"
        style={{ ["--now" as string]: copy.now.at / span }}
      >
        {/* The stages, over the lanes' column only. */}
        <ol className="relative col-start-1 flex text-[13px] @[30rem]:col-start-2">
          {copy.stages.map((stage) => (
            <li
              key={stage.name}
              className="flex flex-col border-l border-border pl-2 first:border-l-0 first:pl-0"
              style={{ width: share(stage.weeks[1] - stage.weeks[0]) }}
            >
              <span className="font-semibold">{stage.name}</span>
              <span className="text-muted-foreground">{stage.when}</span>
            </li>
          ))}
        </ol>
        {/* The lanes, and one line down them all where the rollout stands, named at its foot: drawn first, so the
            bars (positioned) cover it and it never crosses a task's name. --at places both, once: a share of the
            lanes, which from 30 rem wide start after the names' 11 rem column and its 1 rem gap. */}
        <div className="relative col-span-full mt-3 grid grid-cols-subgrid border-t border-border pt-3 [--at:calc(var(--now)*100%)] @[30rem]:[--at:calc(12rem_+_(100%_-_12rem)_*_var(--now))]">
          <span
            aria-hidden="true"
            data-slot="team-vignette-now-line"
            className="absolute top-3 bottom-5 w-0.5 -translate-x-1/2 bg-primary left-(--at)"
          />
          <ul className="col-span-full grid gap-x-4 gap-y-3 @[30rem]:grid-cols-subgrid">
            {copy.people.map((person, index) => (
              <li key={person.name} className="col-span-full grid grid-cols-subgrid gap-y-2 @[30rem]:items-center">
                <span className="flex items-center gap-2.5">
                  <Monogram name={person.name} size="sm" tone={monogramTones[index % monogramTones.length]} />
                  <span className="flex flex-col text-sm leading-tight">
                    <span className="font-semibold">{person.name}</span>
                    <span className="text-[13px] text-muted-foreground">{person.role}</span>
                  </span>
                </span>
                {/* A column for each half week: a task starts and ends on one. */}
                <span className="grid min-h-8" style={{ gridTemplateColumns: `repeat(${span * 2}, minmax(0, 1fr))` }}>
                  {person.tasks.map((task) => {
                    const state = task.weeks[1] <= copy.now.at ? "done" : task.weeks[0] <= copy.now.at ? "now" : "next";
                    return (
                      <span
                        key={task.name}
                        data-slot="team-vignette-task"
                        data-state={state}
                        className={cn(
                          "relative flex items-center gap-1 rounded-md border-2 border-card px-2 py-1 text-[13px] leading-tight font-medium",
                          state === "done" && "bg-[color-mix(in_oklch,var(--success)_14%,var(--card))] text-foreground",
                          state === "now" && "bg-accent text-accent-foreground",
                          state === "next" && "bg-muted text-muted-foreground",
                        )}
                        style={{ gridColumn: `${task.weeks[0] * 2 + 1} / ${task.weeks[1] * 2 + 1}` }}
                      >
                        {state === "done" ? (
                          <Check aria-hidden="true" className="hidden size-3.5 shrink-0 text-success @[30rem]:block" />
                        ) : null}
                        {task.name}
                      </span>
                    );
                  })}
                </span>
              </li>
            ))}
          </ul>
          <span
            data-slot="team-vignette-now"
            className="col-start-1 mt-1 h-5 text-[13px] font-semibold text-primary @[30rem]:col-start-2"
          >
            <span className="absolute bottom-0 -translate-x-1/2 left-(--at)">{copy.now.label}</span>
          </span>
        </div>
      </div>
    </VignetteFrame>
  );
}
