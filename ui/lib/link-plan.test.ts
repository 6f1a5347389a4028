import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CROSS_ROUTE_SCROLL_DELAY_MS, followPlan, isPlainClick, planLink } from "./link-plan";

describe("planLink", () => {
  it("navigates for page links, from anywhere", () => {
    expect(planLink("/about", "/")).toEqual({ kind: "navigate", to: "/about" });
    expect(planLink("/services", "/about")).toEqual({ kind: "navigate", to: "/services" });
  });

  it("Home scrolls to the top on the home page and navigates there from elsewhere", () => {
    expect(planLink("/", "/")).toEqual({ kind: "scroll-top" });
    expect(planLink("/", "/about")).toEqual({ kind: "navigate", to: "/" });
  });

  it("a section link scrolls in place on home", () => {
    expect(planLink("/#contact", "/")).toEqual({ kind: "scroll", sectionId: "contact" });
  });

  it("a section link from another route goes home first and scrolls after 100 ms", () => {
    expect(CROSS_ROUTE_SCROLL_DELAY_MS).toBe(100);
    expect(planLink("/#contact", "/market-insights")).toEqual({
      kind: "navigate-then-scroll",
      to: "/",
      sectionId: "contact",
      delayMs: 100,
    });
  });
});

describe("followPlan", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function actions() {
    return {
      navigate: vi.fn<(to: string) => void>(),
      scrollToSection: vi.fn<(id: string) => void>(),
      scrollToTop: vi.fn(),
    };
  }

  it("cross-route: navigates now, scrolls only once 100 ms have passed", () => {
    const a = actions();
    followPlan(planLink("/#contact", "/about"), a);
    expect(a.navigate).toHaveBeenCalledWith("/");
    vi.advanceTimersByTime(99);
    expect(a.scrollToSection).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a.scrollToSection).toHaveBeenCalledExactlyOnceWith("contact");
  });

  it("in place: scrolls at once without navigating", () => {
    const a = actions();
    followPlan(planLink("/#event-automation", "/"), a);
    expect(a.scrollToSection).toHaveBeenCalledExactlyOnceWith("event-automation");
    expect(a.navigate).not.toHaveBeenCalled();
  });

  it("Home on home scrolls to the top; a page link only navigates", () => {
    const a = actions();
    followPlan(planLink("/", "/"), a);
    followPlan(planLink("/services", "/"), a);
    expect(a.scrollToTop).toHaveBeenCalledTimes(1);
    expect(a.navigate).toHaveBeenCalledExactlyOnceWith("/services");
    expect(a.scrollToSection).not.toHaveBeenCalled();
  });

  it("uses an injected scheduler with the plan's delay", () => {
    const a = actions();
    const schedule = vi.fn<(run: () => void, ms: number) => void>();
    followPlan(planLink("/#contact", "/privacy-policy"), { ...a, schedule });
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 100);
    expect(a.scrollToSection).not.toHaveBeenCalled();
    schedule.mock.calls[0]?.[0]();
    expect(a.scrollToSection).toHaveBeenCalledWith("contact");
  });
});

describe("isPlainClick", () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it("lets modified and middle clicks through to the browser", () => {
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
  });
});
