import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json' with { type: 'json' };

// The docs pages list each element's attributes, properties, events, slots, parts and CSS properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: { layout: 'centered' },
};
export default preview;
