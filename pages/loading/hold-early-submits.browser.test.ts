import { afterEach, expect, test, vi } from "vitest";
import { holdSubmitsUntilHydrated } from "./hold-early-submits";

// One window listener for the whole file, as the client entry installs it once.
holdSubmitsUntilHydrated();

afterEach(() => {
  document.body.replaceChildren();
});

function form() {
  const element = document.createElement("form");
  element.innerHTML = `<input name="email" value="news@harbour-pr.co.uk" /><button type="submit">Subscribe</button>`;
  document.body.append(element);
  return element;
}

test("a submit nobody handles yet is cancelled, then sent again until the form's code takes it", async () => {
  const element = form();
  const unload = vi.fn();
  window.addEventListener("beforeunload", unload);
  element.querySelector("button")!.click(); // before the form's code is here: would navigate natively

  // The code arrives: a handler like React's, which cancels the native submission and reads the input.
  const received = new Promise<FormData>((resolve) => {
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      resolve(new FormData(element, event.submitter));
    });
  });
  const data = await received;
  expect(data.get("email")).toBe("news@harbour-pr.co.uk");
  expect(unload).not.toHaveBeenCalled();
  window.removeEventListener("beforeunload", unload);
});

test("a submit the form's code handles is left alone (sent once)", async () => {
  const element = form();
  const handler = vi.fn((event: SubmitEvent) => event.preventDefault());
  element.addEventListener("submit", handler);
  element.querySelector("button")!.click();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(handler).toHaveBeenCalledTimes(1);
});
