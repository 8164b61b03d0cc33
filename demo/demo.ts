import '../components/carto.ts';

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

// Theme switcher: the page sets --carto-* properties through a class on <body>.
for (const input of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
  input.addEventListener('change', () => {
    document.body.classList.remove('night', 'contrast');
    if (input.value !== 'paper') document.body.classList.add(input.value);
  });
}
