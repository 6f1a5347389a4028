import * as React from "react";
import { cn } from "../lib/cn";

export type ReplyWaitVignetteCopy = {
  /** What the picture shows, in a sentence: the figure's caption. */
  caption: string;
  /** The enquiry itself, quoted, with when it was sent ('Fri 18:42'). */
  enquiry: { sent: string; text: string };
  /** The days along the axis, each a quarter of it (e.g. Fri, Sat, Sun, Mon). */
  days: readonly [string, string, string, string];
  /** Which days are shaded as out of hours, by their index in `days` (e.g. the weekend: 1 and 2). */
  closedDays: readonly number[];
  /** What the shaded days are ('Office closed'), written on the axis beside the first of them (from tablet width). */
  closedLabel: string;
  /** When the enquiry was sent, in hours from the first day's midnight (Friday 18:42 is 18.7). */
  sentHour: number;
  /**
   * Each way of answering it: its name, when the reply went ('Mon 08:42'), how long that was after the enquiry ('62
   * hours') and when it arrived in hours from the first day's midnight; `brand` draws it in the action colour.
   */
  replies: readonly { label: string; at: string; wait: string; hour: number; brand?: boolean }[];
};

const hours = 4 * 24;
const position = (hour: number) => `${((Math.min(Math.max(hour, 0), hours) / hours) * 100).toFixed(2)}%`;

/**
 * One enquiry, and how long it waits for an answer each way, drawn on a four-day axis: a Friday evening's question
 * left until Monday beside the same question answered in seconds. Mission and vision made concrete (About's "no one
 * waits until Monday"). Drawn in HTML and CSS, not a window: a diagram, not a product screen. Each reply is real text
 * (its name, when, how long); only the axis and the bars are hidden from assistive technology.
 */
export function ReplyWaitVignette({ copy, className }: { copy: ReplyWaitVignetteCopy; className?: string }) {
  const captionId = `${React.useId()}-caption`;
  return (
    <figure
      aria-labelledby={captionId}
      data-slot="reply-wait-vignette"
      className={cn("m-0 rounded-2xl border border-border bg-card p-5 shadow-1 sm:p-8", className)}
    >
      <figcaption id={captionId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {copy.caption}
      </figcaption>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm font-medium text-muted-foreground tabular-nums">{copy.enquiry.sent}</span>
        <q className="font-display text-lg font-semibold sm:text-xl">{copy.enquiry.text}</q>
      </p>
      <div aria-hidden="true" className="mt-6 grid grid-cols-4 border-b border-border pb-2 text-xs">
        {copy.days.map((day, index) => (
          <span
            key={day}
            className={cn(
              "font-medium text-muted-foreground",
              index > 0 && "border-l border-border pl-2",
              copy.closedDays.includes(index) && "text-foreground",
            )}
          >
            {day}
            {copy.closedDays[0] === index ? (
              <span className="ml-2 text-muted-foreground max-sm:hidden">{copy.closedLabel}</span>
            ) : null}
          </span>
        ))}
      </div>
      <dl className="m-0 mt-4 grid gap-5">
        {copy.replies.map((reply) => (
          <div
            key={reply.label}
            data-slot="reply-wait-reply"
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 text-sm"
          >
            <dt className="font-semibold">{reply.label}</dt>
            <dd className="m-0 text-muted-foreground tabular-nums">
              {reply.at} ·{" "}
              <strong className={cn("font-semibold", reply.brand ? "text-primary" : "text-foreground")}>
                {reply.wait}
              </strong>
            </dd>
            {/* Each track shades the closed days itself: shaded behind the whole list, the labels sat on it. */}
            <dd aria-hidden="true" className="relative col-span-2 m-0 mt-2 h-6 rounded-sm bg-muted/40">
              {copy.closedDays.map((day) => (
                <span
                  key={day}
                  data-slot="reply-wait-closed"
                  className="absolute inset-y-0 bg-muted"
                  style={{ left: position(day * 24), width: position(24) }}
                />
              ))}
              <span
                data-slot="reply-wait-bar"
                className={cn(
                  "absolute top-1/2 h-2 -translate-y-1/2 rounded-full",
                  reply.brand
                    ? "bg-primary"
                    : "bg-[repeating-linear-gradient(90deg,var(--muted-foreground)_0_6px,transparent_6px_10px)] opacity-60",
                )}
                style={{ left: position(copy.sentHour), right: `calc(100% - ${position(reply.hour)})` }}
              />
              <span
                className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card bg-foreground"
                style={{ left: position(copy.sentHour) }}
              />
              <span
                className={cn(
                  "absolute top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card",
                  // The assistant's answer, at the moment it was asked: ringed, so a point reads as the result.
                  reply.brand ? "size-4 bg-primary ring-4 ring-primary/20" : "size-3 bg-muted-foreground",
                )}
                style={{ left: position(reply.hour) }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
