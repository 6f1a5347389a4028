import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
    "../ui/docs/**/*.mdx",
    "../ui/**/*.stories.@(ts|tsx)",
    "../pages/**/*.stories.@(ts|tsx)",
    "../voice/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: { strictMode: true } },
  core: { disableTelemetry: true },
  // Resolves cva VariantProps (variant, size) into the controls table; needs the TypeScript JS API (TS <= 6).
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
