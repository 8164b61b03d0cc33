import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoEditorElement } from '../../components/editor/carto-editor.ts';

const meta: Meta = {
  title: 'Editor/carto-editor',
  component: 'carto-editor',
  render: () => html`<carto-editor storage-key=""></carto-editor>`,
};
export default meta;

export const Editor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-editor') as CartoEditorElement;
    await el.updateComplete;
    const add = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Add a scoring card')!;
    await userEvent.click(add);
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('carto-scoring-editor')).toBeTruthy();
  },
};
