import * as React from "react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

/** A controlled form that shows its state, so the test reads what React holds, not what the DOM shows. */
function Form() {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [values, setValues] = React.useState({ name: "", note: "" });
  useTypedBeforeHydration(formRef, (name, value) => setValues((current) => ({ ...current, [name]: value })));
  return (
    <form ref={formRef}>
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <textarea
        aria-label="Note"
        name="note"
        value={values.note}
        onChange={(e) => setValues({ ...values, note: e.target.value })}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

// Tells React this is a test environment, so `act` flushes hydration and effects before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

function prerender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

test("text typed into the prerendered form before hydration ends up in React's state", () => {
  const container = prerender();
  container.querySelector("input")!.value = "Grace Okafor"; // the visitor types before the code arrives
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  expect(container.querySelector("output")!.textContent).toBe(JSON.stringify({ name: "Grace Okafor", note: "" }));
  expect(container.querySelector("input")!.value).toBe("Grace Okafor");
});

test("a form nobody typed into keeps its rendered state", () => {
  const container = prerender();
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  expect(container.querySelector("output")!.textContent).toBe(JSON.stringify({ name: "", note: "" }));
});
