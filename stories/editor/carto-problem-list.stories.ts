import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoProblemListElement } from '../../components/editor/carto-problem-list.ts';
import type { Problem } from '../../src/content/problems.ts';

// What the validator returns: where, a code and its values; the list words them in the reader's language.
const problems: Problem[] = [
  {
    file: 'explore.json',
    pointer: '/cards/0/terrains/1',
    code: 'schema.not-one-of',
    params: { found: '"lava"', options: ['"forest"', '"village"', '"farm"', '"water"', '"monster"', '"hero"'] },
  },
];

const meta: Meta = {
  title: 'Editor/carto-problem-list',
  component: 'carto-problem-list',
  render: () => html`<carto-problem-list .problems=${problems}></carto-problem-list>`,
};
export default meta;

export const ProblemList: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-problem-list') as CartoProblemListElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('h2')!.textContent).toBe('Problems: 1');
    await expect(el.shadowRoot!.querySelector('li')!.textContent).toBe(
      'explore.json /cards/0/terrains/1: "lava" is not one of "forest", "village", "farm", "water", "monster", or "hero"',
    );
  },
};
