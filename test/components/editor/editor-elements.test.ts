import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../until.ts';
import '../../../components/editor-entry.ts';
import type { CartoRuleEditorElement } from '../../../components/editor/carto-rule-editor.ts';
import type { CartoSampleMapElement } from '../../../components/editor/carto-sample-map.ts';
import type { CartoShapeEditorElement } from '../../../components/editor/carto-shape-editor.ts';
import type { CartoPieceEditorElement } from '../../../components/editor/carto-piece-editor.ts';
import type { CartoMapSideEditorElement } from '../../../components/editor/carto-map-side-editor.ts';
import type { CartoPackSettingsElement } from '../../../components/editor/carto-pack-settings.ts';
import type { CartoProblemListElement } from '../../../components/editor/carto-problem-list.ts';
import type { CartoScoringEditorElement } from '../../../components/editor/carto-scoring-editor.ts';
import type { CartoEditEvent } from '../../../components/editor/events/edit-event.ts';
import type { CartoPaintEvent } from '../../../components/editor/events/paint-event.ts';
import type { CartoProblemSelectEvent } from '../../../components/editor/events/problem-select-event.ts';
import { emptyGrid, withFills } from '../../../src/grid/grid.ts';
import { basePack } from '../../../src/content/official.ts';
import type { Problem } from '../../../src/content/problems.ts';

const words = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();

const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => el.shadowRoot!.querySelector<T & HTMLElement>(sel)!;

describe('<carto-rule-editor>', () => {
  const rule = { type: 'per', stars: 2, of: { type: 'clusters', terrain: 'village', where: [{ type: 'size', min: 6 }] } };

  it('shows each node as a form and fires a located edit when a field changes', async () => {
    const el = await fixture<CartoRuleEditorElement>(html`<carto-rule-editor .rule=${rule} file="scoring.json" pointer="/cards/3/rule"></carto-rule-editor>`);
    const min = $<HTMLInputElement>(el, '[data-pointer="scoring.json/cards/3/rule/of/where/0/min"]');
    expect(min.value).to.equal('6');
    min.value = '8';
    setTimeout(() => min.dispatchEvent(new Event('change', { bubbles: true })));
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect([e.file, e.pointer, e.value]).to.deep.equal(['scoring.json', '/cards/3/rule/of/where/0/min', 8]);
    await expect(el).to.be.accessible();
  });

  it('changing a node type replaces the node by a template, keeping what still fits', async () => {
    const el = await fixture<CartoRuleEditorElement>(html`<carto-rule-editor .rule=${rule} pointer="/rule"></carto-rule-editor>`);
    const type = $<HTMLSelectElement>(el, '[data-pointer="scoring.json/rule/type"]');
    type.value = 'per-space';
    setTimeout(() => type.dispatchEvent(new Event('change')));
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect(e.pointer).to.equal('/rule');
    expect(e.value).to.deep.equal({ ...rule, type: 'per-space' });
  });

  it("names the language's node types, directions and edges in the reader's language, keeping the ids as values", async () => {
    const edges = { type: 'per', stars: 1, of: { type: 'diagonals', direction: 'down-left', where: [{ type: 'touches-edge', edges: ['top'] }] } };
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="de"><carto-rule-editor .rule=${edges}></carto-rule-editor></div>`);
    const el = wrapper.querySelector<CartoRuleEditorElement>('carto-rule-editor')!;
    const chosen = (pointer: string) => $<HTMLSelectElement>(el, `[data-pointer="scoring.json${pointer}"]`).selectedOptions[0]!;
    await until(() => chosen('/rule/of/type').textContent === 'jede Diagonale', 'German');
    expect([chosen('/rule/type').value, chosen('/rule/type').textContent]).to.deep.equal(['per', 'Sterne für jede']);
    expect([chosen('/rule/of/direction').value, chosen('/rule/of/direction').textContent]).to.deep.equal(['down-left', 'nach links unten']);
    expect(chosen('/rule/of/where/0/type').textContent).to.equal('am Kartenrand');
    expect(words(el.shadowRoot!.querySelector('[data-pointer="scoring.json/rule/of/where/0/edges/0"]')!.closest('label')!)).to.equal('oben');
    // The help beside a choice explains the node in German too (content/scoring-language), with the English example's rule.
    const help = el.shadowRoot!.querySelector<HTMLDetailsElement>('details.help')!;
    expect(help.querySelector('.help-summary')!.textContent).to.equal('Vergibt Sterne für jede gezählte Einheit.');
    expect(words(help.querySelector('.help-stars')!)).to.equal('Sterne auf dieser Karte: 3. Drei Waldfelder, je ein Stern.');
    wrapper.lang = 'pl';
    await until(() => chosen('/rule/of/type').textContent === 'każda linia ukośna', 'Polish');
    expect(chosen('/rule/of/direction').textContent).to.equal('w dół w lewo');
    expect(help.querySelector('.help-summary')!.textContent).to.equal('Przyznaje gwiazdki za każdą policzoną jednostkę.');
  });

  it('keeps the raw JSON in sync, and edits the rule from valid JSON only', async () => {
    const el = await fixture<CartoRuleEditorElement>(html`<carto-rule-editor .rule=${rule}></carto-rule-editor>`);
    const json = $<HTMLTextAreaElement>(el, 'textarea[part="json"]');
    expect(JSON.parse(json.value)).to.deep.equal(rule);
    el.rule = { type: 'per', stars: 1, of: { type: 'rows' } };
    await el.updateComplete;
    expect(JSON.parse(json.value)).to.deep.equal(el.rule);
    let fired = 0;
    el.addEventListener('carto-edit', () => fired++);
    json.value = '{ not json';
    json.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(fired).to.equal(0);
    expect($(el, '[role="alert"]').textContent).to.contain('Not JSON');
  });
});

describe('<carto-sample-map>', () => {
  // Forest at (0,0) on the edge and (5,5) inside: "1 star per forest space on the edge" scores 1.
  const grid = withFills(
    emptyGrid(11, 11),
    [
      [0, 0],
      [5, 5],
    ],
    'forest',
  );
  const rule = { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'], where: [{ type: 'touches-edge' }] } };

  it('scores the rule live, explains it and highlights the contributing spaces', async () => {
    const el = await fixture<CartoSampleMapElement>(html`<carto-sample-map .grid=${grid} .rule=${rule}></carto-sample-map>`);
    expect($(el, '[part="score"]').textContent).to.equal('This map scores 1 star.');
    expect($(el, '[part="contributions"] button').textContent).to.contain('row 1, column 1');
    const map = $(el, 'carto-map');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(map.shadowRoot!.querySelectorAll('.highlight').length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('paints the chosen fill on a clicked space', async () => {
    const el = await fixture<CartoSampleMapElement>(html`<carto-sample-map .grid=${grid} .rule=${rule} paint="water"></carto-sample-map>`);
    const map = $(el, 'carto-map');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    setTimeout(() => map.shadowRoot!.querySelector<HTMLElement>('[data-row="2"][data-col="3"]')!.click());
    const e = (await oneEvent(el, 'carto-paint')) as CartoPaintEvent;
    expect([e.row, e.col, e.fill]).to.deep.equal([2, 3, 'water']);
  });

  it("shows a broken rule's problems instead of a score", async () => {
    const el = await fixture<CartoSampleMapElement>(
      html`<carto-sample-map .grid=${grid} .rule=${{ type: 'per', stars: 0, of: { type: 'rows' } }}></carto-sample-map>`,
    );
    expect($(el, '[part="score"]').textContent).to.contain('an award of 0 stars never changes a score');
  });
});

describe('<carto-shape-editor>', () => {
  it('adds a space in the margin, trimming and growing the picture, and previews every orientation', async () => {
    const el = await fixture<CartoShapeEditorElement>(
      html`<carto-shape-editor .rows=${['XX']} file="explore.json" pointer="/cards/0/options/0/shape"></carto-shape-editor>`,
    );
    // A 1x2 picture sits in a 3x4 canvas; (row 3, column 2) is below its first space.
    expect(el.shadowRoot!.querySelectorAll('carto-shape').length).to.equal(2);
    setTimeout(() => $(el, 'button[aria-label="row 3, column 2, nothing"]').click());
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect(e.value).to.deep.equal(['XX', 'X.']);
    await expect(el).to.be.accessible();
  });

  it('keeps one hero in a pattern: placing the hero moves it, and the picture is trimmed', async () => {
    const el = await fixture<CartoShapeEditorElement>(html`<carto-shape-editor pattern .rows=${['XH']}></carto-shape-editor>`);
    $<HTMLInputElement>(el, '[role="radiogroup"] label:nth-child(2) input').click(); // hero
    await el.updateComplete;
    setTimeout(() => $(el, 'button[aria-label="row 2, column 2, attacked"]').click());
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    // XH with the hero put on the X: the old hero goes, leaving H. which trims to H.
    expect(e.value).to.deep.equal(['H']);
  });
});

describe('<carto-piece-editor>', () => {
  it('edits an explore card: terrains, shape options with the coin, and previews the card', async () => {
    const card = basePack.explore.find((c) => c.options.length === 2)!;
    const el = await fixture<CartoPieceEditorElement>(html`<carto-piece-editor .card=${card} file="explore.json" pointer="/cards/1"></carto-piece-editor>`);
    expect(el.shadowRoot!.querySelectorAll('carto-shape-editor').length).to.equal(2);
    expect($(el, 'carto-card')).to.exist;
    const coin = $<HTMLInputElement>(el, '[data-pointer="explore.json/cards/1/options/1/coin"]');
    setTimeout(() => coin.click());
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect(e.pointer).to.equal('/cards/1/options/1/coin');
    await expect(el).to.be.accessible();
  });

  it("edits an ambush card's effect and a hero's pattern", async () => {
    const ambush = basePack.ambush[0]!;
    const el = await fixture<CartoPieceEditorElement>(html`<carto-piece-editor .card=${ambush} file="ambush.json" pointer="/cards/0"></carto-piece-editor>`);
    const effect = $<HTMLSelectElement>(el, '[data-pointer="ambush.json/cards/0/effect/type"]');
    effect.value = 'coins-when-enclosed';
    setTimeout(() => effect.dispatchEvent(new Event('change')));
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect([e.pointer, e.value]).to.deep.equal(['/cards/0/effect', { type: 'coins-when-enclosed', coins: 1 }]);
    await expect(el).to.be.accessible();
    el.card = { id: 'h', kind: 'hero', name: 'H', time: 1, pattern: ['XHX'] };
    await el.updateComplete;
    expect($(el, 'carto-shape-editor').hasAttribute('pattern')).to.equal(true);
  });
});

describe('<carto-map-side-editor>', () => {
  it('paints a mountain and says whether the side is playable', async () => {
    const side = basePack.maps[0]!;
    const el = await fixture<CartoMapSideEditorElement>(
      html`<carto-map-side-editor .card=${side} file="maps.json" pointer="/cards/0"></carto-map-side-editor>`,
    );
    const checks = [...el.shadowRoot!.querySelectorAll('[part="checks"] li')].map((li) => li.className);
    expect(checks).to.deep.equal(['ok', 'ok', 'ok', 'ok', 'ok']);
    const map = $(el, 'carto-map');
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    setTimeout(() => map.shadowRoot!.querySelector<HTMLElement>('[data-row="0"][data-col="0"]')!.click());
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect(e.pointer).to.equal('/cards/0/rows');
    expect((e.value as string[])[0]).to.equal('M . . . . . . . . . .');
    await expect(el).to.be.accessible();
  });

  it("says why rows that are not a map cannot be shown, in the reader's language", async () => {
    const card = { id: 'x', kind: 'map', name: 'X', side: 'E', rows: ['. . .', '. Z .'] };
    const el = await fixture<CartoMapSideEditorElement>(html`<carto-map-side-editor .card=${card}></carto-map-side-editor>`);
    expect($(el, '[role="alert"]').textContent).to.equal(
      "Cannot show this side: Line 2: character 3: unknown character 'Z' (expected one of . F V A W X H M # * r f v a w x h +)",
    );
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><carto-map-side-editor .card=${{ ...card, rows: ['. . .', '. .'] }}></carto-map-side-editor></div>`,
    );
    const de = wrapper.querySelector<CartoMapSideEditorElement>('carto-map-side-editor')!;
    await until(() => $(de, '[role="alert"]')?.textContent?.startsWith('Diese'), 'German');
    expect($(de, '[role="alert"]').textContent).to.equal(
      'Diese Kartenseite lässt sich nicht zeigen: Zeile 2: die Karte ist nicht rechteckig: Diese Zeile hat 2 Felder, die erste Zeile (Zeile 1) aber 3',
    );
  });

  it('finds a side with no ruins or mountains not fully playable', async () => {
    const el = await fixture<CartoMapSideEditorElement>(
      html`<carto-map-side-editor .card=${{ id: 'x', kind: 'map', name: 'X', side: 'E', rows: ['. .', '. .'] }}></carto-map-side-editor>`,
    );
    const bad = [...el.shadowRoot!.querySelectorAll('[part="checks"] li.bad')].map((li) => li.textContent);
    expect(bad.join(' ')).to.contain('2 by 2').and.contain('No room for').and.contain('0 ruins');
  });

  it('says a mountain on the map edge earns no coin', async () => {
    const rows = ['M . .', '. M .', '. . .'];
    const el = await fixture<CartoMapSideEditorElement>(
      html`<carto-map-side-editor .card=${{ id: 'x', kind: 'map', name: 'X', side: 'E', rows }}></carto-map-side-editor>`,
    );
    const items = [...el.shadowRoot!.querySelectorAll('[part="checks"] li')].map((li) => [li.className, li.textContent!.replace(/\s+/g, ' ').trim()]);
    expect(items).to.deep.include(['ok', 'Yes: Mountains that can earn a coin (once their four sides are filled): 1']);
    expect(items).to.deep.include(['bad', 'No: Mountains on the map edge: 1. They earn no coin: a space on the edge has no fourth side to fill.']);
  });
});

describe('<carto-pack-settings>, <carto-problem-list>, <carto-scoring-editor>', () => {
  it('edits the pack and its seasons', async () => {
    const el = await fixture<CartoPackSettingsElement>(
      html`<carto-pack-settings .manifest=${{ id: 'p', name: 'P', files: [] }} .seasons=${basePack.seasons} .edicts=${basePack.edicts}></carto-pack-settings>`,
    );
    const time = $<HTMLInputElement>(el, '[data-pointer="seasons.json/cards/1/time"]');
    expect(time.value).to.equal(String(basePack.seasons[1]!.time));
    time.value = '9';
    setTimeout(() => time.dispatchEvent(new Event('change')));
    const e = (await oneEvent(el, 'carto-edit')) as CartoEditEvent;
    expect([e.file, e.pointer, e.value]).to.deep.equal(['seasons.json', '/cards/1/time', 9]);
    await expect(el).to.be.accessible();
  });

  it('lists located problems and fires the one chosen', async () => {
    const problems: Problem[] = [{ file: 'explore.json', pointer: '/cards/0/time', code: 'schema.minimum', params: { min: 0, found: '-1' } }];
    const el = await fixture<CartoProblemListElement>(html`<carto-problem-list .problems=${problems}></carto-problem-list>`);
    expect(words($(el, 'li'))).to.equal('explore.json /cards/0/time: must be at least 0, found -1');
    setTimeout(() => $(el, 'li button').click());
    const e = (await oneEvent(el, 'carto-problem-select')) as CartoProblemSelectEvent;
    expect([e.file, e.pointer]).to.deep.equal(['explore.json', '/cards/0/time']);
    await expect(el).to.be.accessible();
  });

  it("says each problem in the reader's language, with its plural and its list", async () => {
    const problems: Problem[] = [
      { file: 'explore.json', pointer: '/cards/1/options/0/shape', code: 'shape.disconnected', params: { parts: 2 } },
      { file: 'explore.json', pointer: '/cards/2/options/0/shape', code: 'shape.disconnected', params: { parts: 5 } },
      {
        file: 'ambush.json',
        pointer: '/cards/1/solo/corner',
        code: 'schema.not-one-of',
        params: { found: '"middle"', options: ['"top-left"', '"top-right"', '"bottom-left"'] },
      },
      { file: 'scoring.json', pointer: '/cards/0/rule/stars', code: 'rule.zero-stars', params: {} },
    ];
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="de"><carto-problem-list .problems=${problems}></carto-problem-list></div>`);
    const el = wrapper.querySelector<CartoProblemListElement>('carto-problem-list')!;
    const lines = () => [...el.shadowRoot!.querySelectorAll('li')].map(words);
    await until(() => lines()[3]?.includes('Sternen'), 'German');
    expect(lines()).to.deep.equal([
      "explore.json /cards/1/options/0/shape: die Form hängt nicht zusammen: Die Felder zerfallen in 2 getrennte Teile; markiere die gedruckten Lücken dazwischen mit 'o'",
      "explore.json /cards/2/options/0/shape: die Form hängt nicht zusammen: Die Felder zerfallen in 5 getrennte Teile; markiere die gedruckten Lücken dazwischen mit 'o'",
      'ambush.json /cards/1/solo/corner: "middle" ist nicht eines von "top-left", "top-right" oder "bottom-left"',
      'scoring.json /cards/0/rule/stars: eine Vergabe von 0 Sternen ändert nie eine Wertung',
    ]);
    wrapper.lang = 'pl';
    await until(() => lines()[3]?.includes('gwiazdek'), 'Polish');
    expect(lines()).to.deep.equal([
      "explore.json /cards/1/options/0/shape: kształt nie jest spójny: jego pola rozpadają się na 2 oddzielne części; oznacz wydrukowane przerwy między nimi znakiem 'o'",
      "explore.json /cards/2/options/0/shape: kształt nie jest spójny: jego pola rozpadają się na 5 oddzielnych części; oznacz wydrukowane przerwy między nimi znakiem 'o'",
      'ambush.json /cards/1/solo/corner: "middle" nie jest żadną z wartości: "top-left", "top-right" lub "bottom-left"',
      'scoring.json /cards/0/rule/stars: nagroda 0 gwiazdek nigdy nie zmienia wyniku',
    ]);
    el.locale = 'en';
    await until(() => lines()[3]?.includes('stars'), 'English');
  });

  it('a scoring card: fields, rule builder and preview together', async () => {
    const card = basePack.scoring[0]!;
    const el = await fixture<CartoScoringEditorElement>(
      html`<carto-scoring-editor .card=${card} .sample=${emptyGrid(11, 11)} pointer="/cards/0"></carto-scoring-editor>`,
    );
    expect($(el, 'carto-rule-editor')).to.exist;
    expect($<HTMLSelectElement>(el, '[data-pointer="scoring.json/cards/0/stack"]').value).to.equal(card.stack);
    await expect(el).to.be.accessible();
  });
});
