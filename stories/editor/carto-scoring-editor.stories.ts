import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoScoringEditorElement } from '../../components/editor/carto-scoring-editor.ts';
import { basePack } from '../../src/content/official.ts';
import { emptyGrid } from '../../src/grid/grid.ts';

const meta: Meta = {
  title: 'Editor/carto-scoring-editor',
  component: 'carto-scoring-editor',
  render: () => html`<carto-scoring-editor .card=${basePack.scoring[0]} .sample=${emptyGrid(11, 11)}></carto-scoring-editor>`,
};
export default meta;

export const ScoringEditor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-scoring-editor') as CartoScoringEditorElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('carto-rule-editor')).toBeTruthy();
    await expect(el.shadowRoot!.querySelector('carto-sample-map')).toBeTruthy();
  },
};
