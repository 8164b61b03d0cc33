import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/web-components-vite';

/**
 * Docs pages (`tags: ['autodocs']`) need @storybook/addon-docs, which is not a dependency yet.
 * It is added when installed, so `npm i -D @storybook/addon-docs@10.6.0` is all it takes; until then
 * the Controls panel still lists every attribute, property, event, slot, part and CSS property of the
 * manifest (the web-components renderer reads them without the docs addon).
 */
function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-vitest', ...(installed('@storybook/addon-docs') ? ['@storybook/addon-docs'] : [])],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // Telemetry waits on the closed network and makes every build several seconds slower.
  core: { disableTelemetry: true },
  viteFinal: (c) => {
    // @storybook/web-components imports lit/directive-helpers.js; pre-bundle it or Lit loads twice.
    c.optimizeDeps = { ...c.optimizeDeps, include: [...(c.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'] };
    return c;
  },
};
export default config;
