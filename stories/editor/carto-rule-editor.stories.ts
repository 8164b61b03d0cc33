import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoRuleEditorElement } from '../../components/editor/carto-rule-editor.ts';

const meta: Meta = {
  title: 'Editor/carto-rule-editor',
  component: 'carto-rule-editor',
  render: () =>
    html`<carto-rule-editor .rule=${{ type: 'per', stars: 8, of: { type: 'clusters', terrain: 'village', where: [{ type: 'size', min: 6 }] } }}></carto-rule-editor>`,
};
export default meta;

export const RuleEditor: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-rule-editor') as CartoRuleEditorElement;
    await el.updateComplete;
    const json = el.shadowRoot!.querySelector('textarea')!;
    await expect(JSON.parse(json.value).stars).toBe(8);
    await expect(el.shadowRoot!.querySelectorAll('fieldset.filter').length).toBe(1);
  },
};
