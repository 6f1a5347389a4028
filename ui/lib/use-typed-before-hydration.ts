import * as React from "react";

/**
 * Text typed into a prerendered form before React hydrated it is on screen but not in state. On mount, hands each
 * named text control whose value differs from what React rendered to `adopt(name, value)`, so nothing the visitor
 * typed is lost or rejected as empty. A form rendered on the client has nothing to adopt.
 */
export function useTypedBeforeHydration(
  formRef: React.RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  const adoptTyped = React.useEffectEvent(adopt);
  // A layout effect: the state is adopted in the hydrating commit itself, before the page can send the form.
  React.useLayoutEffect(() => {
    for (const control of formRef.current?.elements ?? []) {
      const isText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
      // React sets `defaultValue` to the value it rendered; the live `value` is what is in the box now.
      if (isText && control.name && control.value !== control.defaultValue) adoptTyped(control.name, control.value);
    }
  }, [formRef]);
}
