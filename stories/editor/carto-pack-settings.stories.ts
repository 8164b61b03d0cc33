import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import '../../components/editor-entry.ts';
import type { CartoPackSettingsElement } from '../../components/editor/carto-pack-settings.ts';
import { basePack } from '../../src/content/official.ts';

const meta: Meta = {
  title: 'Editor/carto-pack-settings',
  component: 'carto-pack-settings',
  render: () =>
    html`<carto-pack-settings .manifest=${{ id: 'base', name: 'Cartographers', files: [] }} .seasons=${basePack.seasons} .edicts=${basePack.edicts}></carto-pack-settings>`,
};
export default meta;

export const PackSettings: StoryObj = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-pack-settings') as CartoPackSettingsElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelectorAll('.card-row').length).toBe(8);
  },
};
