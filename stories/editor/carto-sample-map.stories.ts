import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoSampleMapElement } from '../../components/editor/carto-sample-map.ts';
import { emptyGrid, withFills } from '../../src/grid/grid.ts';

const meta: Meta = {
  title: 'Editor/carto-sample-map',
  component: 'carto-sample-map',
  // A page-wide element: laid out as on a page, so that on a phone it fits the width it is given.
  parameters: { layout: 'padded' },
  render: () =>
    html`<carto-sample-map .grid=${withFills(
      emptyGrid(11, 11),
      [
        [0, 0],
        [5, 5],
      ],
      'forest',
    )} .rule=${{ type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'], where: [{ type: 'touches-edge' }] } }}></carto-sample-map>`,
};
export default meta;

export const SampleMap: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-sample-map') as CartoSampleMapElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('[part="score"]')!.textContent).toBe('This map scores 1 star.');
  },
};
