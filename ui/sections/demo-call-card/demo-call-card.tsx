import * as React from "react";
import { ArrowUpRight, AudioLines, Phone, PhoneOff } from "lucide-react";
import { cn } from "../../lib/cn";
import { useReducedMotion } from "../../lib/reduced-motion";
import { Button } from "../../primitives/button";

export type DemoCallStatus = "idle" | "connecting" | "connected";

/** Every word the card shows; the site passes its content module, stories reuse it. */
export type DemoCallCopy = {
  title: string;
  description: string;
  /** docs/product/voice-demo.md#demo-call-card: the status line for each call state, verbatim. */
  status: Record<DemoCallStatus, string>;
  /** Idle, before the visitor has ever started a call. */
  startLabel: string;
  /** Idle, after a first call: a talk-to-the-assistant prompt. */
  returningLabel: string;
  connectingLabel: string;
  endLabel: string;
  speakingLabel: string;
  footnote: string;
  /** Request mode: the invitation to have the demo call placed later by the team. */
  requestDescription: string;
  requestLabel: string;
  /** Request mode, once the request is stored: says when the visitor will hear from us. */
  requestedConfirmation: string;
  bookingLabel: string;
  /** Appended for screen readers to links that open a new tab. */
  newTabHint: string;
};

export type DemoCallCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  copy: DemoCallCopy;
  status: DemoCallStatus;
  /** True once the visitor has given details and called: the idle button then invites them to talk. */
  hasCalledBefore?: boolean;
  /** Assistant audio level while connected, 0 to 1. */
  volume?: number;
  /** The assistant is talking right now. */
  speaking?: boolean;
  /** The one button: starts a call when idle, ends it when connected. */
  onToggleCall?: () => void;
  /**
   * "call": the button starts a live call in the browser. "request": no live call here, so the button asks for
   * a demo call the team places later (`onToggleCall` opens the details); the booking link is offered beside it.
   */
  mode?: "call" | "request";
  /** Request mode: the request is stored, so the confirmation replaces the button. */
  requested?: boolean;
  /** The scheduling page, offered in request mode. */
  bookingUrl: string;
};

/** Relative heights of the level meter's bars: a rounded shape that peaks in the middle. */
const meterShape = [0.45, 0.7, 1, 0.8, 0.55] as const;
/** The meter's height, as a share of its box, when there is no sound to show. */
const restingAmplitude = 0.4;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

const dotClasses: Record<DemoCallStatus, string> = {
  idle: "bg-muted-foreground/60",
  connecting: "bg-warning motion-safe:animate-pulse",
  connected: "bg-success",
};

/**
 * The hero's voice-demo card, purely presentational: the call state, the level of the assistant's voice
 * and one button that starts or ends the call. State changes are announced politely through one status line.
 */
export function DemoCallCard({
  copy,
  status,
  hasCalledBefore = false,
  volume = 0,
  speaking = false,
  onToggleCall,
  mode = "call",
  requested = false,
  bookingUrl,
  className,
  ...props
}: DemoCallCardProps) {
  const reducedMotion = useReducedMotion();
  const connected = status === "connected";
  const live = connected && speaking;
  const request = mode === "request";

  return (
    <div
      data-slot="demo-call-card"
      data-status={request ? (requested ? "requested" : "request") : status}
      className={cn(
        "relative w-full max-w-md rounded-2xl bg-card p-6 text-card-foreground shadow-3 ring-1 ring-foreground/5 sm:p-7",
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          data-slot="demo-call-avatar"
          className={cn(
            "relative grid size-12 shrink-0 place-items-center rounded-full",
            connected ? "bg-success text-success-foreground shadow-2" : "bg-primary text-primary-foreground shadow-2",
          )}
        >
          {connected && !reducedMotion ? (
            <span className="absolute inset-0 rounded-full bg-success/40 motion-safe:animate-ping" />
          ) : null}
          <AudioLines className="relative size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-lg leading-snug font-semibold">{copy.title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{request ? copy.requestDescription : copy.description}</p>
        </div>
      </div>

      {request ? (
        <>
          {/* A live region present from the start, so the confirmation's arrival is announced; it takes focus. */}
          <div
            role="status"
            tabIndex={requested ? -1 : undefined}
            data-slot={requested ? "demo-call-confirmation" : undefined}
            className={cn(
              requested &&
                "mt-6 flex items-start gap-2 rounded-xl bg-muted px-4 py-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
            )}
          >
            {requested ? (
              <>
                <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", dotClasses.connected)} />
                {copy.requestedConfirmation}
              </>
            ) : null}
          </div>
          {requested ? null : (
            <Button size="lg" onClick={onToggleCall} className="mt-6 w-full">
              <Phone aria-hidden="true" />
              {copy.requestLabel}
            </Button>
          )}
          <Button asChild size="lg" variant="outline" className="mt-3 w-full">
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
              {copy.bookingLabel}
              <ArrowUpRight aria-hidden="true" />
              <span className="sr-only"> {copy.newTabHint}</span>
            </a>
          </Button>
        </>
      ) : (
        <>
          <div className="mt-6 flex items-center justify-between gap-4 rounded-xl bg-muted px-4 py-3">
            {/* Focusable from script: after the visitor's details are stored, focus lands here while the call connects. */}
            <p
              role="status"
              tabIndex={-1}
              data-slot="demo-call-status"
              className="-m-1 flex items-center gap-2 rounded-md p-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", dotClasses[status])} />
              {copy.status[status]}
            </p>
            <LevelMeter active={connected} speaking={live} volume={volume} reducedMotion={reducedMotion} />
          </div>
          <p
            aria-hidden="true"
            data-slot="demo-call-speaking"
            className={cn(
              "mt-2 h-5 text-xs font-medium text-success transition-opacity duration-(--duration-fast)",
              live ? "opacity-100" : "opacity-0",
            )}
          >
            {copy.speakingLabel}
          </p>
          <Button
            size="lg"
            variant={connected ? "destructive" : "primary"}
            loading={status === "connecting"}
            onClick={onToggleCall}
            className="mt-2 w-full"
          >
            {status === "connected" ? (
              <>
                <PhoneOff aria-hidden="true" />
                {copy.endLabel}
              </>
            ) : status === "connecting" ? (
              copy.connectingLabel
            ) : (
              <>
                <Phone aria-hidden="true" />
                {hasCalledBefore ? copy.returningLabel : copy.startLabel}
              </>
            )}
          </Button>
          <p className="mt-3 text-center text-xs text-muted-foreground">{copy.footnote}</p>
        </>
      )}
    </div>
  );
}

/**
 * Five bars that follow the assistant's voice. Decorative (the status line says what matters); under
 * reduced motion the bars hold still and only their colour shows that the assistant is speaking.
 */
function LevelMeter({
  active,
  speaking,
  volume,
  reducedMotion,
}: {
  active: boolean;
  speaking: boolean;
  volume: number;
  reducedMotion: boolean;
}) {
  // At rest (and under reduced motion) a still, low waveform; with sound each bar grows by its share.
  const amplitude =
    active && !reducedMotion ? restingAmplitude + (1 - restingAmplitude) * clamp01(volume) : restingAmplitude;
  return (
    <span
      aria-hidden="true"
      data-slot="demo-call-meter"
      data-speaking={speaking || undefined}
      className="flex h-8 shrink-0 items-center gap-[3px]"
    >
      {meterShape.map((shape, index) => (
        <span
          key={index}
          className={cn(
            "w-[3px] rounded-full transition-[height,background-color] duration-(--duration-fast)",
            speaking ? "bg-success" : active ? "bg-success/45" : "bg-muted-foreground/35",
          )}
          style={{ height: `${Math.round(shape * amplitude * 100)}%` }}
        />
      ))}
    </span>
  );
}
