import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { CLUSTER_TERRAINS, FILLS } from '../../src/grid/fills.ts';
import { MATCH_INDEX, MATCH_TYPES, takesFilters, UNIT_TYPES } from '../../src/scoring/check.ts';
import { DIAGONAL_DIRECTIONS, EDGES, PARITIES, RUN_DIRECTIONS, TERRAINS_COUNTED_IN } from '../../src/scoring/rule-schema.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { cartoRuleEditorStyles } from './carto-rule-editor.styles.ts';
import { checkField, choiceList, edit, numberField, removeItem, selectField, textField, type FieldTarget } from './fields.ts';
import { RULE_TEMPLATES, UNIT_TEMPLATES, FILTER_TEMPLATES, MATCH_TEMPLATES, retype, type Node } from './rule-templates.ts';
import { nodeHelp, nodeHelpStyles } from './node-help.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { fillName } from '../../i18n/terrain-names.ts';
import { countedInWord, ruleWord } from '../words/rule-words.ts';
import type { Fill } from '../../src/grid/fills.ts';

/** A fill's name in the reader's language (the rule keeps the fill's id). */
const fill = (f: string): string => fillName(f as Fill);

/** The matches that may stand inside an any-of. */
const BASE_MATCHES = MATCH_TYPES.filter((t) => MATCH_INDEX[t].nests);

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Builds a scoring rule from the language's nodes through forms: an award (per unit, per space, per
 * length, a sum, the best unit), the units it counts, their filters and matches, each chosen from a
 * list with its own fields, so no JSON is needed. The raw JSON is shown beside it and kept in sync:
 * editing it (valid JSON) replaces the rule.
 *
 * It edits nothing itself: every change is a `carto-edit` event with the file and JSON Pointer of
 * the value, which `<carto-editor>` applies (and can undo).
 *
 * @tagname carto-rule-editor
 * @summary A form for a scoring rule, node by node, with its raw JSON in sync.
 *
 * @fires carto-edit - A field of the rule changed: file, JSON Pointer, new value.
 *
 * @csspart form - The node forms.
 * @csspart json - The raw JSON text area.
 * @csspart help - The help beside each choice: what the node does, its options, a worked example.
 *
 * @cssprop --carto-focus - Focus ring.
 */
export class CartoRuleEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoRuleEditorStyles, nodeHelpStyles];

  /** The rule as JSON (anything: a broken rule is shown as far as it makes sense). */
  @property({ attribute: false }) rule: unknown;

  /** The pack file holding the rule. */
  @property() file = 'scoring.json';

  /** JSON Pointer of the rule in the file. */
  @property() pointer = '/rule';

  /** Why the raw JSON last typed could not be read. */
  @state() private jsonError = '';

  private get t(): FieldTarget {
    return { host: this, file: this.file };
  }

  override render() {
    return html`<div class="layout">
      <div class="form" part="form">${this.ruleNode(this.rule, this.pointer, msg('Award'))}</div>
      <label class="json-field"
        ><span>${msg('Raw JSON of the rule')}</span
        ><textarea part="json" data-pointer=${`${this.file}${this.pointer}`} spellcheck="false" .value=${live(JSON.stringify(this.rule, null, 2) ?? '')} @change=${this.onJson}></textarea
      ></label>
      ${this.jsonError ? html`<p class="error" role="alert">${this.jsonError}</p>` : nothing}
    </div>`;
  }

  private onJson(e: Event): void {
    const text = (e.target as HTMLTextAreaElement).value;
    try {
      const value: unknown = JSON.parse(text);
      this.jsonError = '';
      edit(this.t, this.pointer, value);
    } catch (err) {
      this.jsonError = msg(str`Not JSON, so the rule is unchanged: ${(err as Error).message}`);
    }
  }

  /** A type chooser that replaces the node with the chosen type's template (keeping what still fits). */
  private typeSelect(label: string, at: string, node: unknown, templates: Record<string, Node>): TemplateResult {
    const type = isNode(node) ? node.type : undefined;
    return html`${selectField(this.t, label, `${at}/type`, type, Object.keys(templates), {
      name: ruleWord,
      onPick: (v) => v && edit(this.t, at, retype(node, v, templates)),
    })}${nodeHelp(type)}`;
  }

  private ruleNode(node: unknown, at: string, legend: string): TemplateResult {
    const n = isNode(node) ? node : {};
    let body: TemplateResult | typeof nothing = nothing;
    switch (n.type) {
      case 'per':
      case 'per-space':
      case 'per-length':
        body = html`${numberField(this.t, n.type === 'per' ? msg('Number of stars') : n.type === 'per-space' ? msg('Stars per space') : msg('Stars per unit of length'), `${at}/stars`, n.stars)}
        ${this.unitNode(n.of, `${at}/of`, msg('What is counted'))}`;
        break;
      case 'sum': {
        const parts = Array.isArray(n.of) ? n.of : [];
        body = html`${parts.map(
          (p, i) => html`${this.ruleNode(p, `${at}/of/${i}`, msg(str`Part ${i + 1}`))}
              <button type="button" class="remove" @click=${() => removeItem(this.t, `${at}/of/${i}`)}>${msg(str`Remove part ${i + 1}`)}</button>`,
        )}
          <button type="button" @click=${() => edit(this.t, `${at}/of/-`, structuredClone(RULE_TEMPLATES.per))}>${msg('Add a part')}</button>`;
        break;
      }
      case 'best':
        body = html`${this.unitNode(n.of, `${at}/of`, msg('Choose the unit among'))} ${this.ruleNode(n.award, `${at}/award`, msg('Award for the chosen unit'))}`;
        break;
    }
    return html`<fieldset class="node rule" data-pointer=${`${this.file}${at}`} tabindex="-1">
      <legend>${legend}</legend>
      ${this.typeSelect(msg('Award'), at, node, RULE_TEMPLATES)} ${body}
    </fieldset>`;
  }

  private unitNode(node: unknown, at: string, legend: string): TemplateResult {
    const n = isNode(node) ? node : {};
    const t = this.t;
    const parts: Array<TemplateResult | typeof nothing> = [];
    switch (n.type) {
      case 'spaces':
      case 'neighbours':
        parts.push(choiceList(t, msg('Only spaces of (none ticked: every space)'), `${at}/fills`, n.fills, FILLS, { optional: true, name: fill }));
        break;
      case 'clusters':
        parts.push(selectField(t, msg('Cluster terrain'), `${at}/terrain`, n.terrain, CLUSTER_TERRAINS, { name: fill }));
        break;
      case 'diagonals':
        parts.push(selectField(t, msg('Direction'), `${at}/direction`, n.direction, DIAGONAL_DIRECTIONS, { name: ruleWord }));
        break;
      case 'squares':
        parts.push(this.matchNode(n.of, `${at}/of`, msg('Every space of the square is')));
        break;
      case 'runs':
        parts.push(selectField(t, msg('Direction'), `${at}/direction`, n.direction, RUN_DIRECTIONS, { name: ruleWord }));
        parts.push(choiceList(t, msg('Runs of'), `${at}/fills`, n.fills, FILLS, { name: fill }));
        break;
      case 'largest':
      case 'second-largest':
        parts.push(this.unitNode(n.of, `${at}/of`, msg('Ranked among')));
        break;
    }
    const filterable = !UNIT_TYPES.some((u) => u === n.type && !takesFilters(u));
    const where = Array.isArray(n.where) ? n.where : [];
    return html`<fieldset class="node unit" data-pointer=${`${this.file}${at}`} tabindex="-1">
      <legend>${legend}</legend>
      ${this.typeSelect(msg('Count'), at, node, UNIT_TEMPLATES)} ${parts}
      ${
        filterable
          ? html`${where.map(
              (f, i) => html`${this.filterNode(f, `${at}/where/${i}`, msg(str`Filter ${i + 1}`))}
                <button type="button" class="remove" @click=${() => (where.length === 1 ? edit(t, `${at}/where`, undefined) : removeItem(t, `${at}/where/${i}`))}>${msg(str`Remove filter ${i + 1}`)}</button>`,
            )}
            <button type="button" @click=${() => edit(t, `${at}/where`, [...where, structuredClone(FILTER_TEMPLATES.adjacent)])}>${msg('Add a filter')}</button>`
          : nothing
      }
    </fieldset>`;
  }

  private range(n: Node, at: string): TemplateResult {
    return html`${numberField(this.t, msg('At least'), `${at}/min`, n.min, { optional: true, min: 0 })}${numberField(this.t, msg('At most'), `${at}/max`, n.max, { optional: true, min: 0 })}`;
  }

  private filterNode(node: unknown, at: string, legend: string): TemplateResult {
    const n = isNode(node) ? node : {};
    const t = this.t;
    let body: TemplateResult | typeof nothing = nothing;
    switch (n.type) {
      case 'adjacent':
        body = html`${this.matchNode(n.to, `${at}/to`, msg('Neighbours that are'))} ${this.range(n, at)}`;
        break;
      case 'surrounded':
        body =
          n.by === undefined
            ? html`<button type="button" @click=${() => edit(t, `${at}/by`, structuredClone(MATCH_TEMPLATES.fill))}>${msg('Surrounded by something else than filled spaces or the edge')}</button>`
            : html`${this.matchNode(n.by, `${at}/by`, msg('Surrounded by'))}<button type="button" @click=${() => edit(t, `${at}/by`, undefined)}>${msg('Any filled space or the edge')}</button>`;
        break;
      case 'size':
        body = this.range(n, at);
        break;
      case 'count':
        body = html`${this.matchNode(n.of, `${at}/of`, msg('Spaces counted'))} ${this.range(n, at)}`;
        break;
      case 'every':
        body = this.matchNode(n.is, `${at}/is`, msg('Every space is'));
        break;
      case 'equal-counts': {
        const pair = Array.isArray(n.of) ? n.of : [];
        body = html`${this.matchNode(pair[0], `${at}/of/0`, msg('As many of'))} ${this.matchNode(pair[1], `${at}/of/1`, msg('as of'))}
        ${numberField(t, msg('At least (of each)'), `${at}/min`, n.min, { optional: true, min: 0 })}`;
        break;
      }
      case 'distinct-terrains':
        body = html`${selectField(t, msg('Counted'), `${at}/in`, n.in, TERRAINS_COUNTED_IN, { name: countedInWord })} ${this.range(n, at)}`;
        break;
      case 'touches-edge':
        body = html`${choiceList(t, msg('Edges (none ticked: any edge)'), `${at}/edges`, n.edges, EDGES, { optional: true, name: ruleWord })} ${checkField(t, msg('Touches every edge ticked'), `${at}/every`, n.every)}`;
        break;
      case 'contains': {
        const pattern = Array.isArray(n.pattern) ? (n.pattern as string[]) : [];
        body = html`<label class="field"
            ><span>${msg('Pattern (one row per line: X a space of the pattern, . anything)')}</span
            ><textarea class="pattern" data-pointer=${`${this.file}${at}/pattern`} .value=${live(pattern.join('\n'))}
              @change=${(e: Event) =>
                edit(
                  t,
                  `${at}/pattern`,
                  (e.target as HTMLTextAreaElement).value
                    .split('\n')
                    .map((r) => r.trim())
                    .filter((r) => r.length > 0),
                )}
            ></textarea></label
          >${checkField(t, msg('In any rotation'), `${at}/rotations`, n.rotations)}`;
        break;
      }
      case 'parity':
        body = selectField(t, msg('Numbered'), `${at}/parity`, n.parity, PARITIES, { name: ruleWord });
        break;
      case 'linked':
        body = html`${selectField(t, msg('Through a cluster of'), `${at}/through`, n.through, CLUSTER_TERRAINS, { name: fill })} ${this.matchNode(n.to, `${at}/to`, msg('to a space that is'))}`;
        break;
    }
    return html`<fieldset class="node filter" data-pointer=${`${this.file}${at}`} tabindex="-1">
      <legend>${legend}</legend>
      ${this.typeSelect(msg('Only those'), at, node, FILTER_TEMPLATES)} ${body}
    </fieldset>`;
  }

  private matchNode(node: unknown, at: string, legend: string, nested = false): TemplateResult {
    const n = isNode(node) ? node : {};
    const t = this.t;
    let body: TemplateResult | typeof nothing = nothing;
    if (n.type === 'fill') body = choiceList(t, msg('Terrains'), `${at}/fills`, n.fills, FILLS, { name: fill });
    if (n.type === 'any-of' && !nested) {
      const parts = Array.isArray(n.of) ? n.of : [];
      body = html`${parts.map(
        (p, i) => html`${this.matchNode(p, `${at}/of/${i}`, msg(str`Or ${i + 1}`), true)}
            <button type="button" class="remove" @click=${() => removeItem(t, `${at}/of/${i}`)}>${msg(str`Remove choice ${i + 1}`)}</button>`,
      )}
        <button type="button" @click=${() => edit(t, `${at}/of/-`, structuredClone(MATCH_TEMPLATES.fill))}>${msg('Add a choice')}</button>`;
    }
    const templates = nested ? Object.fromEntries(BASE_MATCHES.map((k) => [k, MATCH_TEMPLATES[k]])) : MATCH_TEMPLATES;
    return html`<fieldset class="node match" data-pointer=${`${this.file}${at}`} tabindex="-1">
      <legend>${legend}</legend>
      ${this.typeSelect(msg('Which spaces'), at, node, templates)} ${body}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-rule-editor': CartoRuleEditorElement;
  }
}
