import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../ui/docs/**/*.mdx", "../ui/**/*.stories.@(ts|tsx)", "../pages/**/*.stories.@(ts|tsx)"],
  // A story that exists to test behaviour (a keyboard walk, a failure path, an edge case) rather than to show a state
  // a designer reviews is tagged ["test-case", "!autodocs"]: out of the sidebar by default (the tag filter shows it)
  // and out of docs pages; the Vitest addon and the visual tests still run it.
  tags: { "test-case": { defaultFilterSelection: "exclude" } },
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: { strictMode: true } },
  core: { disableTelemetry: true },
  // Resolves cva VariantProps (variant, size) into the controls table; needs the TypeScript JS API (TS <= 6).
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
