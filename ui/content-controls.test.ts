// The Controls panel rule for content props (.storybook/content-controls.ts). Checked here on the argTypes Storybook
// hands the enhancer, because the Vitest runtime has no docgen types to infer controls from.
import type { StoryContextForEnhancers } from "storybook/internal/types";
import { describe, expect, it } from "vitest";
import { contentControlsOff } from "../.storybook/content-controls";

const enhance = (argTypes: Record<string, object>) =>
  contentControlsOff({ argTypes } as unknown as StoryContextForEnhancers) as Record<string, { control?: unknown }>;

describe("content controls", () => {
  const types = {
    title: { name: "title", type: { name: "string" } },
    columns: { name: "columns", type: { name: "enum", value: [2, 3, 4] } },
    packages: { name: "packages", type: { name: "array", value: { name: "object" } } },
    copy: { name: "copy", type: { name: "other", value: "PricingCopy" } },
  };

  it("turns off the JSON editor of lists and copy bundles before controls are inferred", () => {
    const argTypes = enhance(types);
    expect(argTypes.packages?.control).toBe(false);
    expect(argTypes.copy?.control).toBe(false);
    expect(argTypes.title?.control).toBeUndefined(); // left for Storybook to make a text box
    expect(argTypes.columns?.control).toBeUndefined();
  });

  it("and after, when Storybook has already given them one", () => {
    const argTypes = enhance({
      packages: { ...types.packages, control: { type: "object" } },
      title: { ...types.title, control: { type: "text" } },
    });
    expect(argTypes.packages?.control).toBe(false);
    expect(argTypes.title?.control).toEqual({ type: "text" });
  });

  it("keeps a control a story chose", () => {
    expect(enhance({ copy: { ...types.copy, control: "select" } }).copy?.control).toBe("select");
  });
});
