import '../components/carto.ts';
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
