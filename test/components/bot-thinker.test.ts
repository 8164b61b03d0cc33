import { expect } from '@open-wc/testing';
import { createThinker, thinkerMode } from '../../web/client/bot-thinker.ts';
import { scriptUrl } from '../../web/client/start-worker.ts';
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
  const script = new URL('/web/client/bot-worker.ts', location.href);

  it("starts its worker from the same origin and answers with the engine's decision", async () => {
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
    const cors = await fetch(other, { mode: 'cors' }).then(
      (r) => r.ok,
      () => false,
    );
    const think = createThinker(other);
    for (let i = 0; i < 2; i++) {
      const answer = await think(view, options).then(
        (d) => ({ d }),
        (e: Error) => ({ e }),
      );
      if (cors) expect(answer).to.deep.equal({ d: expected });
      else
        expect('e' in answer && answer.e.message).to.equal(
          `the computer player could not start: ${other.href} could not be fetched from this page: its server sends no Access-Control-Allow-Origin header (CORS), a Content-Security-Policy's connect-src forbids it, or the network failed. Serve the package's files with CORS, or from the page's own origin.`,
        );
    }
    expect(thinkerMode).to.equal(cors ? 'blob' : 'no-worker');
  });

  it('names a missing worker script (404) with its URL', async () => {
    const missing = new URL('/web/client/no-such-worker.js', location.href);
    const answer = await createThinker(missing)(view, options).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(answer).to.match(new RegExp(`^the computer player could not start: ${missing.href.replace(/[.?]/g, '\\$&')} answered 404 `));
    expect(thinkerMode).to.equal('no-worker');
  });

  it('names a page served in place of the worker script (a site that answers every path with its index.html)', async () => {
    const page = new URL('/test/components/fixtures/not-a-script.html', location.href);
    const answer = await createThinker(page)(view, options).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(answer).to.contain(`${page.href} answered text/html`);
    expect(answer).to.contain('not JavaScript');
  });

  it('finds the URL a bundler gave the standard `new Worker(new URL(...))` words without starting a worker', () => {
    const before = globalThis.Worker;
    const url = scriptUrl(() => new Worker(new URL('./x-worker.js', 'https://cdn.example/pkg/dist/'), { type: 'module' }));
    expect(url.href).to.equal('https://cdn.example/pkg/dist/x-worker.js');
    expect(globalThis.Worker).to.equal(before);
  });
});
