import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoScoreboardElement } from '../../components/carto-scoreboard.ts';
import type { CartoScoreFocusEvent } from '../../components/events/score-focus-event.ts';
import { freshGame, playUntil } from './game-fixtures.ts';

defineCartoElements();

describe('<carto-scoreboard>', () => {
  it('shows every season box per player, totals, the winner and the solo title', async () => {
    const over = playUntil(freshGame(1, 'scoreboard'), () => false);
    expect(over.stage).to.equal('gameOver');
    const el = await fixture<CartoScoreboardElement>(
      html`<carto-scoreboard .scores=${over.scores} .seasons=${over.seasons} .names=${['Ada']} .result=${over.result}></carto-scoreboard>`,
    );
    const root = el.shadowRoot!;
    const row = root.querySelector('tbody tr')!;
    expect(row.querySelector('th')!.textContent).to.contain('Ada');
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent!.trim());
    // 4 seasons x 5 boxes + the game total
    expect(cells.length).to.equal(21);
    const s = over.scores[0]!;
    expect(cells.slice(0, 5)).to.deep.equal([s[0]!.edicts[0].stars, s[0]!.edicts[1].stars, s[0]!.coins, s[0]!.monsters, s[0]!.total].map(String));
    expect(cells[20]).to.equal(String(over.result!.players[0]!.total));
    expect(root.querySelector('[part="solo"]')!.textContent).to.contain(over.result!.solo!.title);
    await expect(el).to.be.accessible();
  });

  it('heads each edict column with its letter and, given the cards, the card name and its text', async () => {
    const state = playUntil(freshGame(1, 'headers'), (s) => s.scores[0]!.length === 1);
    const el = await fixture<CartoScoreboardElement>(
      html`<carto-scoreboard .scores=${state.scores} .seasons=${state.seasons} .edicts=${state.edicts}></carto-scoreboard>`,
    );
    const headers = [...el.shadowRoot!.querySelectorAll('th.edict')];
    expect(headers.length).to.equal(8);
    expect(headers.map((th) => th.querySelector('.letter')!.textContent)).to.deep.equal(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'A']);
    const tips = headers.map((th) => th.querySelector('carto-card-tip')!);
    expect(tips.map((t) => t.textContent!.trim())).to.deep.equal(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'A'].map((l) => state.edicts[l as 'A'].name));
    const trigger = tips[0]!.shadowRoot!.querySelector('button')!;
    expect(tips[0]!.shadowRoot!.getElementById(trigger.getAttribute('aria-describedby')!)!.textContent).to.equal(state.edicts.A.text);
    await expect(el).to.be.accessible();

    const lettersOnly = await fixture<CartoScoreboardElement>(html`<carto-scoreboard .scores=${state.scores} .seasons=${state.seasons}></carto-scoreboard>`);
    expect(lettersOnly.shadowRoot!.querySelectorAll('carto-card-tip').length).to.equal(0);
    expect(lettersOnly.shadowRoot!.querySelector('th.edict')!.textContent!.trim()).to.equal('A');
  });

  it('fires carto-score-focus when a score is focused, and again with null when it is left', async () => {
    const state = playUntil(freshGame(2, 'focus'), (s) => s.scores[0]!.length === 1);
    const el = await fixture<CartoScoreboardElement>(html`<carto-scoreboard .scores=${state.scores} .seasons=${state.seasons}></carto-scoreboard>`);
    const seen: string[] = [];
    el.addEventListener('carto-score-focus', (e: CartoScoreFocusEvent) => seen.push(`${e.player}/${e.season}/${e.letter}`));
    const buttons = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.score');
    buttons[3]!.focus(); // player 2's first button: spring, edict A
    buttons[3]!.blur();
    expect(seen).to.deep.equal(['1/0/A', '1/0/null']);
    expect(buttons[3]!.getAttribute('aria-label')).to.match(/^Player 2, Spring, edict A: -?\d+ stars/);
  });
});
