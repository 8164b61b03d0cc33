// The online tables page (lobby.html): the elements, and the game server from ?server=... (default:
// this host, port 8787). Everything else (the game of an opened seat, "your turn" in the title and
// as a notification, the server out of reach) is <carto-lobby>'s and <carto-game>'s own.
import { defineCartoElements } from '../../../components/define.ts';
import { CartoLobbyElement } from '../../../components/carto-lobby.ts';

defineCartoElements();
if (!customElements.get('carto-lobby')) customElements.define('carto-lobby', CartoLobbyElement);
const lobby = document.querySelector('carto-lobby');
// A page that names its server (a portal's) keeps it.
if (lobby && !lobby.hasAttribute('server')) {
  const server = new URLSearchParams(location.search).get('server') ?? `${location.protocol}//${location.hostname}:8787`;
  lobby.setAttribute('server', server.replace(/\/+$/, ''));
}
