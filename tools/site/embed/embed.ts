/**
 * The embed pages (embed/map.html, game.html, daily.html, replay.html): one element each, chosen
 * by the page and set up from the URL's parameters, for an iframe in any page. The page tells its
 * parent how tall it is (`postMessage({type: 'carto-embed:height', height})`, on every change) so
 * the host can size the iframe; README, "Embed anywhere", has the few lines a host page needs.
 *
 *   map.html?map=<code>            a map from a link code (src/game/link.ts), or ?notation=<rows>
 *   game.html                      a whole game, saved in the reader's browser
 *   daily.html?date=&mode=         a daily challenge (today's without a date), &server= for its leaderboard
 *   replay.html?replay=<code>&step=N   a finished game's replay
 */
import '../../../components/carto.ts';
import { unpackText } from '../../../src/game/link.ts';

const params = new URLSearchParams(location.search);
const kind = document.body.dataset.embed ?? 'map';
const main = document.querySelector('main')!;

function problem(text: string): void {
  main.replaceChildren(Object.assign(document.createElement('p'), { className: 'problem', role: 'alert', textContent: text }));
}

async function mount(): Promise<void> {
  if (kind === 'map') {
    const map = document.createElement('carto-map');
    // No label given: the map names itself ("Map") in the page's language.
    if (params.get('label')) map.setAttribute('label', params.get('label')!);
    map.toggleAttribute('fit', true);
    const code = params.get('map');
    const text = code ? await unpackText(code) : (params.get('notation') ?? '');
    if (!text.trim()) return problem('This embed shows no map: give it ?map=<code> or ?notation=<rows>.');
    map.setAttribute('map', text);
    main.replaceChildren(map);
  } else if (kind === 'replay') {
    await import('../../../components/elements/carto-replay.ts');
    const replay = document.createElement('carto-replay');
    replay.setAttribute('code', params.get('replay') ?? '');
    if (params.has('step')) replay.setAttribute('step', params.get('step') ?? '0');
    main.replaceChildren(replay);
  } else {
    const game = document.createElement('carto-game');
    game.setAttribute('storage-key', `carto-embed-${kind}`);
    if (kind === 'daily') {
      game.setAttribute('daily-mode', params.get('mode') ?? 'base');
      game.setAttribute('daily', params.get('date') ?? '');
      if (params.get('server')) game.setAttribute('server', params.get('server')!);
    }
    main.replaceChildren(game);
  }
}

// The parent sizes the iframe to the page: tell it the height now and whenever it changes.
let last = -1;
const tell = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ type: 'carto-embed:height', height, kind }, '*');
};
new ResizeObserver(tell).observe(document.documentElement);

mount().then(tell, (e: Error) => problem(e.message));
