import type * as React from "react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { useControllableState } from "./use-controllable-state";

/** A counter whose value is either its own or its parent's; the button asks for one more. */
function Counter({ value, onChange }: { value?: number; onChange?: (next: number) => void }) {
  const [count, setCount] = useControllableState(value, 1, onChange);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

// Tells React this is a test environment, so `act` flushes renders and effects before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

function render(element: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  const button = container.querySelector("button")!;
  return {
    button,
    click: () => act(() => button.click()),
    rerender: (next: React.ReactNode) => act(() => root?.render(next)),
  };
}

test("uncontrolled: starts from the default, keeps each change and reports it", () => {
  const onChange = vi.fn();
  const { button, click } = render(<Counter onChange={onChange} />);
  expect(button.textContent).toBe("1");
  click();
  click();
  expect(button.textContent).toBe("3");
  expect(onChange.mock.calls).toEqual([[2], [3]]);
});

test("controlled: shows the parent's value, reports the change and waits for the parent to apply it", () => {
  const onChange = vi.fn();
  const { button, click, rerender } = render(<Counter value={5} onChange={onChange} />);
  click();
  expect(onChange).toHaveBeenLastCalledWith(6);
  expect(button.textContent).toBe("5");
  rerender(<Counter value={6} onChange={onChange} />);
  expect(button.textContent).toBe("6");
});
