import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoProblemListElement } from '../../components/editor/carto-problem-list.ts';

const meta: Meta = {
  title: 'Editor/carto-problem-list',
  component: 'carto-problem-list',
  render: () => html`<carto-problem-list .problems=${[{ file: 'explore.json', pointer: '/cards/0/terrains/1', message: '"lava" is not one of the terrains' }]}></carto-problem-list>`,
};
export default meta;

export const ProblemList: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-problem-list') as CartoProblemListElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('h2')!.textContent).toBe('Problems: 1');
  },
};
