/**
 * The help beside each choice of the rule form: what the chosen node does, its options, and its
 * worked example (the rule, the map drawn with the game's symbols, the stars it scores). The words
 * come from the language's one explanation (src/scoring/language-docs.ts), also the source of the
 * JSON Schema descriptions and content/README.md, in the reader's language (content/scoring-language).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { localNodeDoc } from '../words/scoring-language.ts';
import { parseNotation } from '../../src/grid/notation.ts';

export function nodeHelp(type: unknown): TemplateResult | typeof nothing {
  const doc = typeof type === 'string' ? localNodeDoc(type) : undefined;
  if (!doc) return nothing;
  const { rule, map, stars, why } = doc.example;
  const fields = Object.entries(doc.fields);
  return html`<details class="help" part="help">
    <summary>${msg(html`Help: <code translate="no">${type}</code>`)}</summary>
    <p class="help-summary">${doc.summary}</p>
    ${
      fields.length
        ? html`<dl class="help-fields">
          ${fields.map(([name, text]) => html`<dt><code translate="no">${name}</code></dt><dd>${text}</dd>`)}
        </dl>`
        : nothing
    }
    <p class="help-example-title">${msg('Example')}</p>
    <div class="help-example">
      <code class="help-rule" translate="no">${JSON.stringify(rule)}</code>
      <carto-map class="help-map" label=${msg('Example map')} .grid=${parseNotation(map.join('\n'))}></carto-map>
      <p class="help-stars">${msg(str`Stars on this map: ${stars}.`)} ${why}</p>
    </div>
  </details>`;
}

export const nodeHelpStyles = css`
  .help {
    margin: 0.3rem 0;
    font-size: 0.9em;
  }
  .help summary {
    cursor: pointer;
    width: fit-content;
  }
  .help-fields {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.1rem 0.6rem;
    margin: 0.3rem 0;
  }
  .help-fields dd {
    margin: 0;
  }
  .help-example-title {
    font-weight: 700;
    margin: 0.3rem 0 0.1rem;
  }
  .help-example {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: 0.3rem 0.6rem;
    align-items: start;
  }
  .help-rule {
    grid-column: 1 / -1;
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  .help-map {
    width: 7rem;
  }
  .help-stars {
    margin: 0;
  }
`;
