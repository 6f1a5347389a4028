import * as React from "react";

/**
 * The id of the section being read: the first of `ids` (in document order) whose box crosses the reading band, a
 * strip from just under the fixed top bar to 55% of the viewport. It keeps the last answer while a long gap between
 * sections is in the band, and is undefined above the first section and until the page has run (server HTML marks
 * nothing).
 */
export function useScrollSpy(ids: readonly string[], topOffsetPx = 96): string | undefined {
  const [active, setActive] = React.useState<string>();
  const key = ids.join(" ");
  React.useEffect(() => {
    const sections = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (sections.length === 0) return;
    const inBand = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        const first = sections.find((section) => inBand.has(section));
        if (first) setActive(first.id);
        // Back above the first section: nothing is being read yet, so nothing is marked.
        else if ((sections[0]?.getBoundingClientRect().top ?? 0) > topOffsetPx) setActive(undefined);
      },
      { rootMargin: `-${topOffsetPx}px 0px -45% 0px` },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [key, topOffsetPx]);
  return active;
}
