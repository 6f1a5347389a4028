import * as React from "react";

/**
 * The id of the section being read: the first of `ids` (in document order) whose box crosses the reading band, a
 * strip from just under the fixed top bar to 55% of the viewport. In a gap between sections, and past the last one,
 * it is the section last passed; above the first section, and until the page has run (server HTML marks nothing),
 * it is undefined.
 *
 * It is worked out from where the sections are on every scroll and resize, not from band crossings alone: a jump
 * from the page's end back to its top (the Home key, a 'back to top' link) crosses no band edge on the way, so a
 * crossing-driven spy kept marking the last section while the reader was at the top.
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
    let frame = 0;
    const update = () => {
      frame = 0;
      const bandBottom = window.innerHeight * 0.55;
      const boxes = sections.map((section) => section.getBoundingClientRect());
      const inBand = boxes.findIndex((box) => box.top < bandBottom && box.bottom > topOffsetPx);
      if (inBand !== -1) return setActive(sections[inBand]?.id);
      // Nothing in the band: the reader is in a gap, past the end, or above the first section (nothing marked).
      const passed = boxes.findLastIndex((box) => box.bottom <= topOffsetPx);
      setActive(passed === -1 ? undefined : sections[passed]?.id);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, topOffsetPx]);
  return active;
}
