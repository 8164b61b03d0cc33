import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoPieceEditorElement } from '../../components/editor/carto-piece-editor.ts';
import { basePack } from '../../src/content/official.ts';

const meta: Meta = {
  title: 'Editor/carto-piece-editor',
  component: 'carto-piece-editor',
  render: () => html`<carto-piece-editor .card=${basePack.explore[0]}></carto-piece-editor>`,
};
export default meta;

export const PieceEditor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-piece-editor') as CartoPieceEditorElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('carto-card')).toBeTruthy();
    await expect(el.shadowRoot!.querySelectorAll('carto-shape-editor').length).toBe(basePack.explore[0]!.options.length);
  },
};
