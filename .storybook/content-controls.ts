import type { ArgTypesEnhancer } from "storybook/internal/types";

/** The prop types the Controls panel edits as a person would: a text box, a number, a switch, a choice. */
const editable = new Set(["string", "number", "boolean", "enum"]);

/**
 * Content props (a copy bundle, a list of plans) would otherwise get a raw JSON editor in the Controls panel: they
 * stay in the args table, with their types, as documentation, and their control is off. Texts, numbers, switches
 * and choices keep theirs, and so does any control a story sets itself. Whether it runs before or after Storybook
 * infers controls, it ends the same: no JSON editor.
 */
export const contentControlsOff: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const { control, type } = argType;
      const inferredJson = typeof control === "object" && control !== null && control.type === "object";
      const notYetInferred = control === undefined && type !== undefined && !editable.has(type.name);
      return [name, inferredJson || notYetInferred ? { ...argType, control: false } : argType];
    }),
  );
contentControlsOff.secondPass = true;
