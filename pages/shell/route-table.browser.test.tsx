import { afterEach, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { RoutePreview } from "../routes/route-story";
import { preloadRoute } from "./route-table";

afterEach(() => {
  vi.restoreAllMocks();
});

test("navigating to a page whose code is not loaded yet keeps the current page, then renders the new one", async () => {
  const errors = vi.spyOn(console, "error");
  await preloadRoute("/about");
  const screen = await render(<RoutePreview path="/about" />);
  const aboutHeading = "We build the AI that answers while your team runs the event";
  await expect.element(screen.getByRole("heading", { level: 1, name: aboutHeading })).toBeVisible();

  // Every state main goes through while Services loads: exactly one h1, About's until Services' replaces it.
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const headings = [...document.querySelectorAll("main h1")].map((h1) => h1.textContent ?? "");
    seen.push(headings.length === 1 ? headings[0]! : `${headings.length} h1 elements`);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  await screen.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  const servicesHeading = "AI automation for events and agencies";
  await expect.element(screen.getByRole("heading", { level: 1, name: servicesHeading })).toBeVisible();
  observer.disconnect();
  expect(seen.every((heading) => heading === aboutHeading || heading === servicesHeading)).toBe(true);
  expect(seen.at(-1)).toBe(servicesHeading);
  expect(document.querySelectorAll("main h1")).toHaveLength(1);
  expect(document.title).toBe("Services | Parley");
  expect(errors).not.toHaveBeenCalled();
});
