import { afterEach, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { RoutePreview } from "./routes/route-story";
import { preloadRoute } from "./routes";

afterEach(() => {
  vi.restoreAllMocks();
});

test("navigating to a page whose code is not loaded yet keeps the current page, then renders the new one", async () => {
  const errors = vi.spyOn(console, "error");
  await preloadRoute("/about");
  const screen = await render(<RoutePreview path="/about" />);
  const aboutHeading = "We build the AI that answers while your team runs the event";
  await expect.element(screen.getByRole("heading", { level: 1, name: aboutHeading })).toBeVisible();

  await screen.getByRole("link", { name: "Services" }).click();
  // While Services loads, About stays on screen (never an empty main).
  expect(document.querySelector("main h1")?.textContent).toBe(aboutHeading);
  await expect
    .element(screen.getByRole("heading", { level: 1, name: "AI automation services for event planners and agencies" }))
    .toBeVisible();
  expect(document.querySelectorAll("main h1")).toHaveLength(1);
  expect(document.title).toBe("Services | Parley");
  expect(errors).not.toHaveBeenCalled();
});
