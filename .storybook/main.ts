import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  // Docs pages (`tags: ['autodocs']`) list each element's API from custom-elements.json.
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs'],
  // The build's Vite configuration (tools/vite.config.ts), merged as Storybook merges a root vite.config.ts:
  // the stories run with the bundles' plugins and the interpreter's stars (Storybook's Vite builder, viteConfigPath).
  framework: { name: '@storybook/web-components-vite', options: { builder: { viteConfigPath: 'tools/vite.config.ts' } } },
  // Telemetry waits on the closed network and makes every build several seconds slower.
  core: { disableTelemetry: true },
  viteFinal: (c) => {
    // @storybook/web-components imports lit/directive-helpers.js; pre-bundle it or Lit loads twice.
    c.optimizeDeps = { ...c.optimizeDeps, include: [...(c.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'] };
    return c;
  },
};
export default config;
