import '../../../components/carto.ts';
import { unpackText } from '../../../src/game/link.ts';
import './language.ts';

// Online play: /?server=https://...&table=<id>&seat-token=<token> plays that seat of a server table
// (docs/PROTOCOL.md). The page's <carto-game> was already upgraded as a local game, so a fresh
// element with the attributes takes its place (a reload keeps the URL, so it reconnects and resumes).
const params = new URLSearchParams(location.search);
const server = params.get('server');
const table = params.get('table');
const token = params.get('seat-token');
const local = document.querySelector('carto-game');
if (server && table && token && local) {
  const online = document.createElement('carto-game');
  online.setAttribute('storage-key', '');
  online.setAttribute('server', server);
  online.setAttribute('table', table);
  online.setAttribute('seat-token', token);
  local.replaceWith(online);
} else if (params.has('replay') && local) {
  // A shared replay: /?replay=<code>[&step=N] (a position in it).
  void import('../../../components/elements/carto-replay.ts');
  const replay = document.createElement('carto-replay');
  replay.setAttribute('code', params.get('replay') ?? '');
  if (params.has('step')) replay.setAttribute('step', params.get('step') ?? '0');
  local.replaceWith(replay);
} else if (params.has('map') && local) {
  // A shared map: /?map=<code> (a NOTATION map, deflated; see src/game/link.ts).
  const map = document.createElement('carto-map');
  // No label given: the map names itself ("Map") in the page's language.
  if (params.get('label')) map.setAttribute('label', params.get('label')!);
  local.replaceWith(map);
  void unpackText(params.get('map') ?? '').then(
    (text) => map.setAttribute('map', text),
    (e: Error) => map.replaceWith(Object.assign(document.createElement('p'), { textContent: e.message })),
  );
} else if (params.has('daily') && local) {
  // The daily challenge: /?daily (today's) or /?daily=2026-11-20, and &mode=base|heroes|combined.
  local.setAttribute('daily-mode', params.get('mode') ?? 'base');
  local.setAttribute('daily', params.get('daily') ?? '');
  // &server=<game server>: the result can be sent to that server's leaderboard; with &dealt as well,
  // the server deals the day's game and keeps its seed until the day is over (the fair board).
  if (server) local.setAttribute('server', server);
  if (server && params.has('dealt')) local.toggleAttribute('daily-dealt', true);
}

// Theme switcher: the elements' themes (components/styles/themes.ts) by data-carto-theme on <html>;
// "Like my device" (auto) follows the reader's light or dark preference. The choice is remembered.
const THEME_KEY = 'carto-live-theme';
const root = document.documentElement;
const saved = (() => {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
})();
for (const input of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
  if (saved) input.checked = input.value === saved;
  if (input.checked) root.dataset.cartoTheme = input.value;
  input.addEventListener('change', () => {
    root.dataset.cartoTheme = input.value;
    try {
      localStorage.setItem(THEME_KEY, input.value);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  });
}
