import * as React from "react";
import { cn } from "./cn";
import { useReducedMotion } from "./reduced-motion";

export type ScrollDotsProps = {
  /** The row that scrolls sideways; each of its children is one item (a snap point). */
  listRef: React.RefObject<HTMLElement | null>;
  /** The row's element id, which each dot controls. */
  listId: string;
  /** One accessible name per item, in order, e.g. 'Show AI Chatbots (1 of 4)'. */
  labels: readonly string[];
  /** The item shown first (before the row is scrolled, and in the prerendered HTML). */
  initial?: number;
  className?: string;
};

/** The child whose middle is nearest the row's middle. */
function currentIndex(list: HTMLElement): number {
  const box = list.getBoundingClientRect();
  const middle = box.left + box.width / 2;
  let best = 0;
  let distance = Infinity;
  [...list.children].forEach((child, index) => {
    const rect = child.getBoundingClientRect();
    const gap = Math.abs(rect.left + rect.width / 2 - middle);
    if (gap < distance) [best, distance] = [index, gap];
  });
  return best;
}

/**
 * Brings an item of a row that scrolls sideways to the row's middle. Scrolling a row moves no layout (no layout
 * shift); a row that does not scroll (a wider screen) is left alone.
 */
export function centreItem(list: HTMLElement, item: Element | null | undefined, behavior: ScrollBehavior = "auto") {
  if (!item || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  list.scrollTo({ left: list.scrollLeft + rect.left + rect.width / 2 - (box.left + box.width / 2), behavior });
}

/**
 * Where a row of cards scrolls sideways (a phone), a dot per card under it: the card in view is the long dot, marked
 * `aria-current`, and each dot is a button that brings its card to the middle (instantly under reduced motion). It
 * follows the row's own scrolling (swipe, keyboard, snap). Hide it where the row does not scroll (`lg:hidden`).
 */
export function ScrollDots({ listRef, listId, labels, initial = 0, className }: ScrollDotsProps) {
  const [current, setCurrent] = React.useState(initial);
  const reduced = useReducedMotion();

  React.useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentIndex(list)));
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener("scroll", update);
    };
  }, [listRef]);

  function show(index: number) {
    const list = listRef.current;
    if (!list) return;
    centreItem(list, list.children[index], reduced ? "auto" : "smooth");
    setCurrent(index);
  }

  return (
    <div data-slot="scroll-dots" className={cn("flex items-center justify-center gap-0.5", className)}>
      {labels.map((label, index) => (
        <button
          key={label}
          type="button"
          aria-label={label}
          aria-controls={listId}
          aria-current={index === current || undefined}
          onClick={() => show(index)}
          className="group grid size-8 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <span
            aria-hidden="true"
            className={cn(
              "h-2 rounded-full motion-safe:transition-[width,background-color] motion-safe:duration-(--duration-base)",
              index === current ? "w-6 bg-primary" : "w-2 bg-muted-foreground/80 group-hover:bg-foreground",
            )}
          />
        </button>
      ))}
    </div>
  );
}
