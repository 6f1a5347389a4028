import type * as React from "react";

/**
 * One labelled state in an `All` overview story: a small caption says which state the picture shows. The caption
 * takes the surrounding text colour, so it reads on paper and on the ink band alike.
 */
export function StoryState({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <figure data-slot="story-state" className="grid content-start gap-2">
      <figcaption className="text-xs font-semibold tracking-wide uppercase">{label}</figcaption>
      {children}
    </figure>
  );
}
