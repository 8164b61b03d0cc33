import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoShapeEditorElement } from '../../components/editor/carto-shape-editor.ts';

const meta: Meta = {
  title: 'Editor/carto-shape-editor',
  component: 'carto-shape-editor',
  render: () => html`<carto-shape-editor .rows=${['X.', 'XX']} label="Shape option 1" terrain="forest"></carto-shape-editor>`,
};
export default meta;

export const ShapeEditor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-shape-editor') as CartoShapeEditorElement;
    await el.updateComplete;
    // An L of three spaces has 4 orientations.
    await expect(el.shadowRoot!.querySelectorAll('carto-shape').length).toBe(4);
  },
};
