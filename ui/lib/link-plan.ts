/** docs/product/constants.md#site-timing: after a cross-route jump to a home section, wait this long (the page renders) before scrolling. */
export const CROSS_ROUTE_SCROLL_DELAY_MS = 100;

/** A link of the site chrome. `href` is a route ("/about"), the home page ("/") or a home section ("/#contact"). */
export interface SiteLink {
  label: string;
  href: string;
}

/** What following a link means, given where the visitor is. */
export type LinkPlan =
  | { kind: "navigate"; to: string }
  | { kind: "scroll-top" }
  | { kind: "scroll"; sectionId: string }
  | { kind: "navigate-then-scroll"; to: string; sectionId: string; delayMs: number };

/**
 * docs/product/screens.md#navigation: page links navigate; Home scrolls to the top when already home; a section link
 * scrolls on its page, or from another route goes there first and scrolls after 100 ms.
 */
export function planLink(href: string, currentPath: string): LinkPlan {
  const hashAt = href.indexOf("#");
  const path = (hashAt === -1 ? href : href.slice(0, hashAt)) || "/";
  const sectionId = hashAt === -1 ? "" : href.slice(hashAt + 1);
  const here = path === currentPath;
  if (sectionId) {
    return here
      ? { kind: "scroll", sectionId }
      : { kind: "navigate-then-scroll", to: path, sectionId, delayMs: CROSS_ROUTE_SCROLL_DELAY_MS };
  }
  return here && path === "/" ? { kind: "scroll-top" } : { kind: "navigate", to: path };
}

export interface LinkActions {
  navigate: (to: string) => void;
  scrollToSection: (id: string) => void;
  scrollToTop: () => void;
  /** Injected for tests (fake timers); defaults to setTimeout. */
  schedule?: (run: () => void, ms: number) => void;
}

/** Carries out a plan with the page's real (or test) navigation and scrolling. */
export function followPlan(plan: LinkPlan, actions: LinkActions): void {
  const schedule = actions.schedule ?? ((run, ms) => void setTimeout(run, ms));
  switch (plan.kind) {
    case "navigate":
      actions.navigate(plan.to);
      return;
    case "scroll-top":
      actions.scrollToTop();
      return;
    case "scroll":
      actions.scrollToSection(plan.sectionId);
      return;
    case "navigate-then-scroll":
      actions.navigate(plan.to);
      schedule(() => actions.scrollToSection(plan.sectionId), plan.delayMs);
      return;
  }
}

/** True for a plain left click: modified clicks (new tab, new window) keep the browser's own behaviour. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
