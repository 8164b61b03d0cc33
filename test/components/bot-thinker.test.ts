import { expect } from '@open-wc/testing';
import { createThinker, thinkerMode } from '../../client/bot-thinker.ts';
import { decide } from '../../src/bot/decide.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack } from '../../src/content/official.ts';
import { newGame } from '../../src/game/setup.ts';
import { viewFor } from '../../src/game/view.ts';

// The computer player's worker, started from this page's origin and from another one (as when carto.js
// comes from a CDN): the answer is the engine's own decision either way.
describe('the computer player thinker', () => {
  const view = viewFor(newGame(combinePacks([basePack]), { players: 1 }, 'thinker'), 0);
  const options = { level: 'greedy' as const };
  const expected = decide(view, options);
  const script = new URL('/client/bot-worker.ts', location.href);

  it('starts its worker from the same origin and answers with the engine\'s decision', async () => {
    const think = createThinker(script);
    expect(await think(view, options)).to.deep.equal(expected);
    expect(thinkerMode).to.equal('same-origin');
  });

  it('starts a worker through a same-origin blob: module that imports the script (the way for a script of another origin with CORS)', async () => {
    const think = createThinker(script, 'https://page.example');
    expect(await think(view, options)).to.deep.equal(expected);
    expect(thinkerMode).to.equal('blob');
  });

  it('starts a worker script of another origin through a blob: module, or says why it cannot', async () => {
    const other = new URL(script.href);
    other.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    // Whether the other origin lets this page import its script (CORS) decides which way works.
    const cors = await fetch(other, { mode: 'cors' }).then((r) => r.ok, () => false);
    const think = createThinker(other);
    for (let i = 0; i < 2; i++) {
      const answer = await think(view, options).then((d) => ({ d }), (e: Error) => ({ e }));
      if (cors) expect(answer).to.deep.equal({ d: expected });
      else expect('e' in answer && answer.e.message).to.match(/could not start.*another origin without CORS/);
    }
    expect(thinkerMode).to.equal(cors ? 'blob' : 'no-worker');
  });
});
