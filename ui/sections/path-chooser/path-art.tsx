import * as React from "react";
import { cn } from "../../lib/cn";

/** Which visitor a path is for: its panel's corner drawing tells the two apart at a glance. */
export type PathArtKind = "planner" | "agency";

// The brand's sound-wave bars, as on the logo and the hero: heights in viewBox units.
const bars = [10, 18, 26, 14, 22, 30, 16, 24, 12];

/**
 * Drawn for the panel, in the site's own marks rather than a stock icon: the event planner's is a pass whose face is
 * the sound wave (a registration answered out loud), the agency's three client badges stacked, the front one carrying
 * the client's own mark (white label). Accent lines, vermilion marks, notches cut in the panel's ink.
 */
function PathArt({ kind, className }: { kind: PathArtKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-slot="path-card-art"
      data-art={kind}
      viewBox="0 0 96 80"
      fill="none"
      strokeWidth={1.5}
      strokeLinecap="round"
      className={cn("text-accent", className)}
    >
      {kind === "planner" ? <PlannerPass /> : <AgencyBadges />}
    </svg>
  );
}

function PlannerPass() {
  return (
    <>
      <rect x="4" y="14" width="88" height="52" rx="8" stroke="currentColor" fill="currentColor" fillOpacity={0.08} />
      <path d="M68 20v40" stroke="currentColor" strokeDasharray="2 4" opacity={0.7} />
      <circle cx="68" cy="14" r="5" className="fill-inverse" stroke="currentColor" />
      <circle cx="68" cy="66" r="5" className="fill-inverse" stroke="currentColor" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={13 + index * 5.5}
          y={40 - height / 2}
          width="2.5"
          height={height}
          rx="1.25"
          className="fill-primary"
        />
      ))}
      <path d="M75 40l3.5 3.5L85 36" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </>
  );
}

function AgencyBadges() {
  return (
    <>
      <rect x="30" y="6" width="58" height="38" rx="7" stroke="currentColor" opacity={0.35} />
      <rect x="19" y="17" width="58" height="38" rx="7" stroke="currentColor" opacity={0.6} className="fill-inverse" />
      <rect x="8" y="28" width="58" height="38" rx="7" stroke="currentColor" className="fill-inverse" />
      <rect x="8" y="28" width="58" height="38" rx="7" fill="currentColor" fillOpacity={0.08} />
      <circle cx="22" cy="42" r="6" className="fill-primary" />
      <path d="M33 39h22M33 45h14M16 56h40" stroke="currentColor" opacity={0.8} />
    </>
  );
}

export { PathArt };
