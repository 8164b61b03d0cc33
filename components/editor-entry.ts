/**
 * The editor page's entry (editor.html): the play elements it shows (maps, shapes, cards and the
 * game that plays a pack) and the editor's own elements. Not part of dist/carto.js: the editor
 * carries the validator and the forms, which pages that only play do not need.
 */
import { defineCartoElements } from './define.ts';
import { CartoEditorElement } from './editor/carto-editor.ts';
import { CartoRuleEditorElement } from './editor/carto-rule-editor.ts';
import { CartoSampleMapElement } from './editor/carto-sample-map.ts';
import { CartoScoringEditorElement } from './editor/carto-scoring-editor.ts';
import { CartoShapeEditorElement } from './editor/carto-shape-editor.ts';
import { CartoPieceEditorElement } from './editor/carto-piece-editor.ts';
import { CartoMapSideEditorElement } from './editor/carto-map-side-editor.ts';
import { CartoPackSettingsElement } from './editor/carto-pack-settings.ts';
import { CartoProblemListElement } from './editor/carto-problem-list.ts';
import { CartoPlaytestOptionsElement } from './editor/carto-playtest-options.ts';
import { CartoBalanceReportElement } from './editor/carto-balance-report.ts';
import { CartoSharedPackElement } from './editor/carto-shared-pack.ts';

export const editorElements: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  ['carto-editor', CartoEditorElement],
  ['carto-rule-editor', CartoRuleEditorElement],
  ['carto-sample-map', CartoSampleMapElement],
  ['carto-scoring-editor', CartoScoringEditorElement],
  ['carto-shape-editor', CartoShapeEditorElement],
  ['carto-piece-editor', CartoPieceEditorElement],
  ['carto-map-side-editor', CartoMapSideEditorElement],
  ['carto-pack-settings', CartoPackSettingsElement],
  ['carto-problem-list', CartoProblemListElement],
  ['carto-playtest-options', CartoPlaytestOptionsElement],
  ['carto-balance-report', CartoBalanceReportElement],
  ['carto-shared-pack', CartoSharedPackElement],
];

/** Registers the play elements (providers first, see define.ts), then the editor's, once each. */
export function defineEditorElements(registry: CustomElementRegistry = customElements): void {
  defineCartoElements(registry);
  for (const [tag, ctor] of editorElements) if (!registry.get(tag)) registry.define(tag, ctor);
}

defineEditorElements();
