import * as React from "react";
import { AudioLines, CalendarCheck, Phone } from "lucide-react";
import { cn } from "../../lib/cn";
import { useReducedMotion } from "../../lib/reduced-motion";
import { Button } from "../../primitives/button";
import type { ReadAloudLine, Speech } from "./read-aloud";

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
  /** Who speaks in the preview, and in the live caption when it is the assistant: the assistant's name. */
  previewSpeaker: string;
  /** Who speaks in the live caption when it is the visitor ('You'). */
  visitorSpeaker: string;
  /** The assistant's opening words, shown before any call so the card says what talking to it is like. */
  previewLine: string;
  /**
   * Under the opening words, the visitor's turn in the exchange (e.g. 'You reply out loud, no typing'): the preview
   * reads as a conversation waiting for them, not a quote, even in a still picture.
   */
  previewTurn: string;
  /**
   * Request mode's picture in place of the waveform (a waveform there looked like a clip that would play): a few lines
   * of a sample call, labelled as one, ending in what the call achieved.
   */
  sample: DemoCallSample;
  /** Request mode's heading: no call happens on this page, so it promises what does (a live run by the team). */
  requestTitle: string;
  /** Request mode: the invitation to have the demo call placed later by the team. */
  requestDescription: string;
  requestLabel: string;
  /** Request mode, once the request is stored: says when the visitor will hear from us. */
  requestedConfirmation: string;
};

/** A sample call, as request mode shows it: its label, a short exchange and the outcome. */
export type DemoCallSample = {
  label: string;
  lines: readonly ReadAloudLine[];
  outcome: string;
  /** The button that reads the exchange aloud: its visible words, and what a screen reader hears after them. */
  listenLabel: string;
  stopLabel: string;
  listenContext: string;
  /**
   * About how long the sample reads, beside Listen (e.g. 'about 9 seconds'): the browser's own voice reads it at its
   * own pace, so not an exact time. In words, not 's': a screen reader reads the label as written ("9 s").
   */
  lengthLabel: string;
  /** Shown in the outcome's place while it reads: whose voice this is (the browser's, not our assistant's). */
  voiceNote: string;
};

/** The latest words of a live call, shown in the preview's place while connected. */
export type DemoCallCaption = {
  speaker: "assistant" | "visitor";
  text: string;
  /** False while the words are still being transcribed (drawn a little fainter). */
  final: boolean;
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
  /**
   * While connected, the conversation's latest words (live captions, in the preview's place): a visitor with the
   * sound low, or who cannot hear it, still follows the call. Before any words, the preview stays.
   */
  caption?: DemoCallCaption | null;
  /** The one button: starts a call when idle, ends it when connected. */
  onToggleCall?: () => void;
  /**
   * "call": the button starts a live call in the browser. "request": no live call here, so the button asks for
   * a demo call the team places later (`onToggleCall` opens the details). Either way the card has one action: the
   * hero beside it carries the workshop booking, so the first screen never offers the same thing twice.
   */
  mode?: "call" | "request";
  /** Request mode: the request is stored, so the confirmation replaces the button. */
  requested?: boolean;
  /**
   * The button was pressed and what it opens is still on its way (its code is loading on a slow line): the button
   * shows it is working, so the press is not made again in doubt.
   */
  preparing?: boolean;
  /** Request mode's Listen reads the sample with this; by default the browser's own speech synthesis. */
  speech?: Speech;
  /**
   * `stacked`: the call above the offer, at most 32 rem wide (beside a hero's words). `wide`: up to 56 rem, and once
   * the card itself is 42 rem wide the call and the offer stand side by side (a container query, so a phone still
   * stacks).
   */
  layout?: "stacked" | "wide";
};

/** The meter's height, as a share of its box, when there is no sound to show. */
const restingAmplitude = 0.6;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

const dotClasses: Record<DemoCallStatus, string> = {
  idle: "bg-inverse-muted-foreground/60",
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
  caption = null,
  onToggleCall,
  mode = "call",
  requested = false,
  preparing = false,
  speech,
  layout = "stacked",
  className,
  ...props
}: DemoCallCardProps) {
  const connected = status === "connected";
  const live = connected && speaking;
  const request = mode === "request";

  return (
    <div
      data-slot="demo-call-card"
      data-status={request ? (requested ? "requested" : "request") : status}
      data-layout={layout}
      className={cn(
        // One ink surface: the call above (or beside) the offer, a hairline between. (A sample panel inside a glass
        // frame read as a card within a card.)
        "@container relative isolate w-full overflow-hidden rounded-[1.75rem] bg-inverse text-inverse-foreground shadow-3 ring-1 ring-inverse-foreground/15",
        layout === "wide" ? "max-w-4xl" : "max-w-[32rem]",
        className,
      )}
      {...props}
    >
      <div className="grid @2xl:grid-cols-2">
        {request ? (
          <SampleStage sample={copy.sample} speech={speech} />
        ) : (
          <Stage
            status={status}
            speaking={live}
            volume={volume}
            previewSpeaker={copy.previewSpeaker}
            previewLine={copy.previewLine}
            previewTurn={copy.previewTurn}
            speakingLabel={copy.speakingLabel}
            captionSpeaker={
              connected && caption
                ? caption.speaker === "assistant"
                  ? copy.previewSpeaker
                  : copy.visitorSpeaker
                : null
            }
            captionText={connected && caption ? caption.text : null}
            captionFinal={caption?.final ?? true}
          />
        )}
        <div
          className={cn(
            "border-t border-inverse-foreground/10 px-5 pt-5 pb-5 sm:px-6 @2xl:border-t-0 @2xl:border-l @2xl:p-8",
            // A live call: its footnote follows as a cell of its own, under the button. On a phone the offer, its
            // button and the footnote come first, the stage (what the assistant will say) under them, so "Start Demo
            // Call" is in the first screen with its microphone note. The sample call keeps its Listen on top.
            !request && "max-sm:order-first max-sm:border-t-0 max-sm:pb-0 @2xl:pb-0",
          )}
        >
          <h2 className="font-display text-xl leading-snug font-semibold">
            {request ? copy.requestTitle : copy.title}
          </h2>
          <p className="mt-1.5 text-sm text-inverse-muted-foreground">
            {request ? copy.requestDescription : copy.description}
          </p>
          {request ? (
            <>
              {/* A live region present from the start, so the confirmation's arrival is announced; it takes focus. */}
              <div
                role="status"
                tabIndex={requested ? -1 : undefined}
                data-slot={requested ? "demo-call-confirmation" : undefined}
                className={cn(
                  requested &&
                    "mt-5 flex items-start gap-2 rounded-xl bg-inverse-foreground/8 px-4 py-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-accent/70",
                )}
              >
                {requested ? (
                  <>
                    <span
                      aria-hidden="true"
                      className={cn("mt-1.5 size-2 shrink-0 rounded-full", dotClasses.connected)}
                    />
                    {copy.requestedConfirmation}
                  </>
                ) : null}
              </div>
              {requested ? null : (
                <Button
                  size="lg"
                  // Vermilion: the card's action is the first screen's main one (the hero's Book Free Workshop is an
                  // outline above it).
                  loading={preparing}
                  onClick={onToggleCall}
                  className="mt-5 w-full"
                >
                  {preparing ? null : <Phone aria-hidden="true" />}
                  {copy.requestLabel}
                </Button>
              )}
            </>
          ) : (
            <>
              {/* A line, not a panel: as a filled pill above the button it read as a second control. Focusable from
                script: after the visitor's details are stored, focus lands here while the call connects. */}
              <p
                role="status"
                tabIndex={-1}
                data-slot="demo-call-status"
                className="mt-4 -mb-1 flex items-center gap-2 rounded-md p-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-accent/70"
              >
                <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", dotClasses[status])} />
                {copy.status[status]}
              </p>
              <Button
                size="lg"
                // Vermilion, the first screen's main action (the hero's Book Free Workshop is an outline above it).
                // Ending is an outline with a red hang-up sign: a red button beside the vermilion read as a second brand
                // colour, and a red sign on vermilion would not read.
                variant={connected ? "inverse-outline" : undefined}
                loading={status === "connecting" || preparing}
                onClick={onToggleCall}
                // Busy, it keeps its full colour (faded, "Connecting..." was hard to read); the spinner says it is working.
                className="mt-4 w-full disabled:opacity-100"
              >
                {status === "connected" ? (
                  <>
                    {/* The receiver turned down, the hang-up sign (a struck-through receiver read as a '%'). */}
                    <Phone aria-hidden="true" className="rotate-[135deg] text-destructive" />
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
            </>
          )}
        </div>
        {request ? null : (
          <p
            data-slot="demo-call-footnote"
            className="order-last border-inverse-foreground/10 px-5 pt-3 pb-5 text-center text-xs text-inverse-muted-foreground max-sm:order-first max-sm:border-b sm:px-6 @2xl:col-start-2 @2xl:border-l @2xl:px-8 @2xl:pb-8"
          >
            {copy.footnote}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The card's top (its left half, wide), where both stages are drawn (the live call's and the sample call's), lit from
 * its top left; wide, centred on the height of the offer and its footnote.
 */
const stagePanel =
  "relative isolate px-5 pb-5 sm:px-6 @2xl:row-span-2 @2xl:flex @2xl:flex-col @2xl:justify-center @2xl:p-8";

function StageGlow() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_15%_0%,color-mix(in_oklch,var(--primary)_55%,transparent),transparent_70%)]"
    />
  );
}

/**
 * Request mode's stage: a sample call as a short transcript at the top of the card, captioned as a sample and ending in
 * the meeting it booked. Listen reads the exchange aloud in the browser's own voices (said, while it reads, in the
 * outcome's place), lighting the line being spoken; its code loads on the first press. Memoised like `Stage` (the
 * sample is one object for the page's life), so a busy press of the card's button redraws only the button.
 */
const SampleStage = React.memo(function SampleStage({ sample, speech }: { sample: DemoCallSample; speech?: Speech }) {
  const captionId = React.useId();
  // The line being spoken: -1 while reading starts, null when not reading.
  const [current, setCurrent] = React.useState<number | null>(null);
  const stop = React.useRef<(() => void) | null>(null);
  // Each press of Listen is a reading; Stop (or unmounting) ends it, even while its code is still loading.
  const readings = React.useRef(0);
  React.useEffect(
    () => () => {
      readings.current++;
      stop.current?.();
    },
    [],
  );
  const reading = current !== null;

  const toggle = async () => {
    const id = ++readings.current;
    if (reading) {
      stop.current?.();
      stop.current = null;
      setCurrent(null);
      return;
    }
    const engine = speech ?? (typeof speechSynthesis === "undefined" ? undefined : speechSynthesis);
    if (!engine) return;
    // Safari speaks only from within the press itself: an empty line now lets the real ones follow the import.
    engine.speak(new SpeechSynthesisUtterance(""));
    setCurrent(-1);
    const { readAloud } = await import("./read-aloud");
    if (readings.current !== id) return;
    stop.current = readAloud(sample.lines, engine, {
      onLine: setCurrent,
      onDone: () => {
        stop.current = null;
        setCurrent(null);
      },
    });
  };

  return (
    <figure
      data-slot="demo-call-sample"
      data-reading={reading || undefined}
      aria-labelledby={captionId}
      className={cn(stagePanel, "m-0 pt-5")}
    >
      <StageGlow />
      <figcaption
        id={captionId}
        className="flex items-center gap-2.5 text-[11px] font-semibold tracking-wide text-inverse-muted-foreground uppercase"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-primary text-primary-foreground"
        >
          <AudioLines className="size-4" />
        </span>
        {sample.label}
      </figcaption>
      {/* A player's row: the control, the waveform it plays and the length, as a clip is shown. The button is a full
          44 px tap target on a phone (40 px from tablet width up). */}
      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          data-slot="demo-call-listen"
          aria-label={`${reading ? sample.stopLabel : sample.listenLabel} ${sample.listenContext}`}
          onClick={() => void toggle()}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-inverse-foreground px-4 text-sm font-semibold text-inverse outline-none transition-colors duration-(--duration-fast) hover:bg-inverse-foreground/85 focus-visible:ring-[3px] focus-visible:ring-accent/70 sm:h-10"
        >
          {/* Drawn, not icons: the hero's code has no bytes to spare. A triangle to play, a square to stop. */}
          <span
            aria-hidden="true"
            className={cn("size-2.5 bg-current", !reading && "[clip-path:polygon(10%_0,100%_50%,10%_100%)]")}
          />
          {reading ? sample.stopLabel : sample.listenLabel}
        </button>
        {/* Drawn in globals.css (bars through a moving outline, still under reduced motion): no bytes in the hero's code. */}
        <span aria-hidden="true" data-slot="demo-call-sample-wave" className="min-w-0 flex-1" />
        <span
          data-slot="demo-call-sample-length"
          className="shrink-0 text-xs font-medium text-inverse-muted-foreground tabular-nums"
        >
          {sample.lengthLabel}
        </span>
      </div>
      <dl className="mt-3.5 grid gap-2.5">
        {sample.lines.map((line, index) => (
          <div
            key={line.text}
            data-current={index === current || undefined}
            className={cn(
              "grid grid-cols-[4.25rem_minmax(0,1fr)] gap-x-3 transition-opacity duration-(--duration-base)",
              reading && index !== current && "opacity-45",
            )}
          >
            <dt className="pt-px text-xs font-medium text-inverse-muted-foreground">{line.speaker}</dt>
            <dd className="m-0 text-[15px] leading-snug">{line.text}</dd>
          </div>
        ))}
      </dl>
      {reading ? (
        <p
          data-slot="demo-call-voice-note"
          className="mt-4 flex min-h-6 items-center text-xs text-inverse-muted-foreground"
        >
          {sample.voiceNote}
        </p>
      ) : (
        <p className="mt-4 inline-flex min-h-6 items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-accent">
          <CalendarCheck aria-hidden="true" className="size-3.5" />
          {sample.outcome}
        </p>
      )}
    </figure>
  );
});

/** Relative heights of the waveform's bars: a fixed, voice-like shape, so every render and screenshot is the same. */
const waveShape = [
  0.3, 0.45, 0.7, 0.5, 0.85, 0.6, 0.95, 0.55, 0.35, 0.65, 1, 0.75, 0.4, 0.6, 0.9, 0.5, 0.3, 0.55, 0.8, 0.45, 0.7, 0.35,
  0.5, 0.25,
] as const;

/**
 * The card's stage: the assistant's orb and a waveform, decorative (the status line says what matters). Idle, the
 * wave breathes so the card looks alive before anyone calls; connecting, rings pulse out of the orb; connected, the
 * bars follow the assistant's voice. Under reduced motion everything holds still and colour alone shows the state.
 * Memoised: a press that only makes the card's button busy re-renders the button, not the stage (its 24 bars), so the
 * busy state reaches the screen in the press's own frame at little cost (Interaction to Next Paint).
 */
const Stage = React.memo(function Stage({
  status,
  speaking,
  volume,
  previewSpeaker,
  previewLine,
  previewTurn,
  speakingLabel,
  captionSpeaker,
  captionText,
  captionFinal,
}: {
  status: DemoCallStatus;
  speaking: boolean;
  volume: number;
  /** Its preview's words, as strings, so the memo holds even where a caller builds a new copy object each render. */
  previewSpeaker: string;
  previewLine: string;
  previewTurn: string;
  speakingLabel: string;
  /** The live caption (null: none yet, or not connected), as strings for the same reason. */
  captionSpeaker: string | null;
  captionText: string | null;
  captionFinal: boolean;
}) {
  const reducedMotion = useReducedMotion();
  const connected = status === "connected";
  const captionBox = React.useRef<HTMLDivElement>(null);
  // Beside who is speaking, not in the status line: there, "Assistant speaking" sat next to "AI is listening".
  const speakingNote = (
    <span
      aria-hidden="true"
      data-slot="demo-call-speaking"
      className={cn(
        "text-xs font-medium tracking-normal text-accent normal-case transition-opacity duration-(--duration-fast)",
        speaking ? "opacity-100" : "opacity-0",
      )}
    >
      {speakingLabel}
    </span>
  );
  React.useLayoutEffect(() => {
    const box = captionBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [captionText]);
  // Connected, each bar grows with the voice from a low resting height (held there under reduced motion); before
  // a call, the full shape.
  const amplitude = !connected
    ? 1
    : reducedMotion
      ? restingAmplitude
      : restingAmplitude + (1 - restingAmplitude) * clamp01(volume);
  return (
    <div data-slot="demo-call-stage" className={cn(stagePanel, "pt-6")}>
      <StageGlow />
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          data-slot="demo-call-avatar"
          className="relative grid size-16 shrink-0 place-items-center"
        >
          {status !== "idle" && !reducedMotion ? (
            <span
              className={cn(
                "absolute inset-0 rounded-full motion-safe:animate-ping",
                connected ? "bg-accent/30" : "bg-primary/45",
              )}
            />
          ) : null}
          <span
            className={cn(
              "relative grid size-16 place-items-center rounded-full shadow-2 ring-4",
              connected
                ? "bg-primary text-primary-foreground ring-accent/40"
                : "bg-primary text-primary-foreground ring-primary/30",
            )}
          >
            <AudioLines className="size-7" />
          </span>
        </span>
        <span
          aria-hidden="true"
          data-slot="demo-call-meter"
          data-speaking={speaking || undefined}
          className="flex h-16 flex-1 items-center justify-between @2xl:h-20"
        >
          {waveShape.map((shape, index) => (
            <span
              key={index}
              style={{
                height: `${Math.round(shape * amplitude * 100)}%`,
                animationDelay: connected ? undefined : `${(index % 5) * 140}ms`,
              }}
              className={cn(
                "w-1 rounded-full transition-[height,background-color] duration-(--duration-fast)",
                // Connected, apricot: full while the assistant speaks, dimmer while it listens (a dark green on ink
                // read as switched off).
                connected
                  ? speaking
                    ? "bg-accent"
                    : "bg-accent/55"
                  : cn("bg-accent/70", !reducedMotion && "motion-safe:animate-[wave_1.6s_ease-in-out_infinite]"),
              )}
            />
          ))}
        </span>
      </div>
      <div className="mt-4">
        {captionText !== null ? (
          // Captions in a box two to three lines high, kept scrolled to its end: the newest words stay in view and
          // older ones leave at the top, so the card does not grow with the conversation. Not a live region: the call
          // itself is the sound.
          <figure data-slot="demo-call-caption" data-final={captionFinal || undefined} className="m-0">
            <figcaption className="flex items-baseline justify-between gap-3 text-[11px] font-semibold tracking-wide text-accent uppercase">
              {captionSpeaker}
              {speakingNote}
            </figcaption>
            <div
              ref={captionBox}
              className="mt-1.5 max-h-[3lh] min-h-[2lh] overflow-hidden text-[15px] leading-snug [overflow-wrap:anywhere] @2xl:text-lg"
            >
              <p className={cn("m-0", !captionFinal && "text-inverse-foreground/75")}>{captionText}</p>
            </div>
          </figure>
        ) : (
          <figure data-slot="demo-call-preview" className="m-0">
            <figcaption className="flex items-baseline justify-between gap-3 text-[11px] font-semibold tracking-wide text-inverse-muted-foreground uppercase">
              {previewSpeaker}
              {speakingNote}
            </figcaption>
            <blockquote className="m-0 mt-1.5 text-[15px] leading-snug @2xl:text-lg">{previewLine}</blockquote>
            {/* The visitor's turn, pending: a dot that blinks where motion is allowed (still, it is the apricot of the wave). */}
            <p
              data-slot="demo-call-turn"
              className="mt-3 flex items-center gap-2 text-xs font-medium text-inverse-muted-foreground"
            >
              <span
                aria-hidden="true"
                className={cn("size-2 rounded-full bg-accent", !reducedMotion && "motion-safe:animate-pulse")}
              />
              {previewTurn}
            </p>
          </figure>
        )}
      </div>
    </div>
  );
});
