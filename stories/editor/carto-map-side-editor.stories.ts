import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoMapSideEditorElement } from '../../components/editor/carto-map-side-editor.ts';
import { basePack } from '../../src/content/official.ts';

const meta: Meta = {
  title: 'Editor/carto-map-side-editor',
  component: 'carto-map-side-editor',
  render: () => html`<carto-map-side-editor .card=${basePack.maps[0]}></carto-map-side-editor>`,
};
export default meta;

export const MapSideEditor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-map-side-editor') as CartoMapSideEditorElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelectorAll('[part="checks"] li.ok').length).toBe(5);
  },
};
