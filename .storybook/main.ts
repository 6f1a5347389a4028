import type { StorybookConfig } from "@storybook/react-vite";
import type { Plugin } from "vite";

/**
 * react-docgen-typescript documents every export that has a doc comment, components or not, and the docgen plugin
 * then writes `displayName` and `__docgenInfo` onto each: onto plain objects and arrays too (`homeSections`,
 * `pagePaths`, `contactFields` …), where they become enumerable entries. `Object.values(homeSections)` then met a
 * docgen record among the home page's parts, and every Pages story failed to render in the built Storybook (docs
 * pages and Chromatic alike; the Vitest run has no docgen). Only a component (a function, or a memo/forwardRef
 * object) takes them now.
 */
function docgenOnComponentsOnly(): Plugin {
  const assignment = /(\/\/ @ts-ignore\n\s*)([A-Za-z_$][\w$.]*)\.(displayName|__docgenInfo) = /g;
  return {
    name: "parley:docgen-on-components-only",
    enforce: "post",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("__react_docgen_typescript_loader_error")) return null;
      const guarded = code.replace(
        assignment,
        (_, prefix: string, target: string, key: string) =>
          `${prefix}if (typeof ${target} === "function" || ${target}?.$$typeof) ${target}.${key} = `,
      );
      return { code: guarded, map: null };
    },
  };
}

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
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), docgenOnComponentsOnly()] }),
};

export default config;
